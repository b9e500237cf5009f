// What the stub model writes: a strict-mode report (every property of the contract's JSON schema
// present, unused ones null, in the schema's property order) about the items it was given, with
// about the lengths a real model writes. Walks the generated schema instead of copying its shape,
// so a reordered or extended contract needs no change here.
// eslint-disable-next-line no-restricted-imports -- server/ has no alias; the generated schema the provider sends
import { COMPARISON_RESULT_JSON_SCHEMA } from '../../ai/generated/comparison-result-schema';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  enum?: unknown[];
}

export type StubLanguage = 'en' | 'tr';

export interface StubReportRequest {
  items: string[];
  /** Top-level properties to fill; the others are null. Undefined: every one but unidentified_items. */
  sections?: readonly string[];
  language: StubLanguage;
}

const TEXT = {
  en: {
    summary: (items: string[]) =>
      `${items.join(' and ')} aim at similar buyers in Türkiye but take different routes. ${items[0]} is the stronger all-rounder: owners praise its build and long software support, and it keeps its value well. ${items[1] ?? items[0]} costs less, at about 38,000 TRY (est.), and is the better value for most people. Prices in Türkiye follow the exchange rate, so check current offers before you buy.`,
    line: [
      (item: string) => `${item} does well here, with few complaints from owners in Türkiye.`,
      (item: string) => `${item} is about average; reviews mention small annoyances rather than real problems.`,
      (item: string) => `${item} stands out: reviewers and owners rate it highly, and service is easy to find.`,
    ],
    pros: ['Bright, sharp screen', 'Battery lasts a full day', 'Keeps its value well'],
    cons: ['Few local service points', 'Pricey accessories', 'Slow to charge'],
    label: ['Display', 'Battery', 'Camera', 'Storage'],
    value: ['6.1-inch OLED', 'about 20 hours of video (est.)', '48 MP main camera', '128 GB to 512 GB'],
    price: (index: number) => `about ${(42 - index * 4) * 1000} TRY (est.)`,
  },
  tr: {
    summary: (items: string[]) =>
      `${items.join(' ve ')} Türkiye'de benzer alıcılara sesleniyor ama farklı yollar izliyor. ${items[0]} daha dengeli seçenek: kullanıcılar işçiliğini ve uzun yazılım desteğini övüyor, değerini de iyi koruyor. ${items[1] ?? items[0]} daha ucuz, yaklaşık 38.000 TL (tahmini), ve çoğu kişi için fiyatının karşılığını daha iyi veriyor. Türkiye'de fiyatlar kura göre değişiyor; almadan önce güncel kampanyalara bakın.`,
    line: [
      (item: string) => `${item} bu konuda iyi; Türkiye'deki kullanıcılardan az şikâyet var.`,
      (item: string) => `${item} ortalama düzeyde; yorumlar ciddi sorunlardan çok küçük rahatsızlıklardan söz ediyor.`,
      (item: string) =>
        `${item} öne çıkıyor: inceleme yapanlar ve kullanıcılar yüksek puan veriyor, servis bulmak kolay.`,
    ],
    pros: ['Parlak, keskin ekran', 'Pil bir gün rahat gidiyor', 'Değerini iyi koruyor'],
    cons: ['Yetkili servis az', 'Aksesuarlar pahalı', 'Yavaş şarj oluyor'],
    label: ['Ekran', 'Pil', 'Kamera', 'Depolama'],
    value: ['6,1 inç OLED', 'yaklaşık 20 saat video (tahmini)', '48 MP ana kamera', '128 GB ile 512 GB arası'],
    price: (index: number) => `yaklaşık ${42 - index * 4}.000 TL (tahmini)`,
  },
};

/** Short fields (a label, a price) and one-line fields; every other text is a sentence or two. */
const SHORT_KEYS = new Set(['category', 'feature', 'name', 'use_case', 'value', 'note', 'overall_sentiment']);

interface Context {
  request: StubReportRequest;
  /** The item this part of the report is about, and its position. */
  item?: string;
  index: number;
}

function typeOf(schema: Schema): string | undefined {
  if (schema.anyOf) return typeOf(schema.anyOf.find((branch) => typeOf(branch) !== 'null') ?? schema.anyOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((type) => type !== 'null') ?? types[0];
}

function text(key: string, context: Context): string {
  const words = TEXT[context.request.language];
  const { items } = context.request;
  const item = context.item ?? items[context.index % items.length];
  if (key === 'summary') return words.summary(items);
  if (key === 'current_price') return words.price(context.index);
  if (key === 'recommended_item') return items[context.index % items.length];
  if (key === 'value') return words.value[context.index % words.value.length];
  if (SHORT_KEYS.has(key)) return words.label[context.index % words.label.length];
  return words.line[context.index % words.line.length](item);
}

function number(schema: Schema, key: string, context: Context): number {
  if (schema.maximum === undefined) return 1200 + 350 * context.index;
  const top = schema.maximum - (schema.maximum > 5 ? 1.5 : 0.6);
  const value = top - context.index * (schema.maximum > 5 ? 0.7 : 0.3) - (key.length % 3) * 0.2;
  const bounded = Math.max(schema.minimum ?? 0, Math.min(schema.maximum, value));
  return typeOf(schema) === 'integer' ? Math.round(bounded) : Math.round(bounded * 10) / 10;
}

function fill(schema: Schema, key: string, context: Context): unknown {
  const itemValue = /^item(\d)Value$/.exec(key);
  if (itemValue) {
    const at = Number(itemValue[1]) - 1;
    const item = context.request.items[at];
    return item === undefined ? null : text('value', { ...context, item, index: context.index + at });
  }
  if (key === 'name' && context.item) return context.item;
  if (key === 'item_name') return context.item ?? context.request.items[0];
  // A closed set of values (a best-for pick's criterion): the first one, never free text.
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, fill(property, name, context)]),
      );
    case 'array':
      return list(schema, key, context);
    case 'string':
      return text(key, context);
    case 'number':
    case 'integer':
      return number(schema, key, context);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Per-item lists get one entry per item (in order); lists of objects two entries, of texts three. */
function list(schema: Schema, key: string, context: Context): unknown[] {
  const entry = schema.items ?? {};
  const perItem = key === 'items' || entry.properties?.item_name !== undefined;
  if (perItem) return context.request.items.map((item, index) => fill(entry, key, { ...context, item, index }));
  const texts = typeOf(entry) === 'string';
  const count = Math.min(schema.maxItems ?? Infinity, texts ? 3 : 2);
  return Array.from({ length: count }, (_, offset) => {
    const at = { ...context, index: context.index + offset };
    return texts ? listText(key, at) : fill(entry, key, at);
  });
}

/** Lists about one item are short phrases (pros, cons, emotions); lists about them all are sentences. */
function listText(key: string, context: Context): string {
  const words = TEXT[context.request.language];
  if (!context.item) return text(key, context);
  const phrases = key === 'cons' || key.includes('negative') ? words.cons : words.pros;
  return phrases[context.index % phrases.length];
}

/** The report a strict-mode model would write for the request. */
export function stubReport(request: StubReportRequest): Record<string, unknown> {
  const properties = COMPARISON_RESULT_JSON_SCHEMA.properties as unknown as Record<string, Schema>;
  const wanted = new Set(request.sections ?? Object.keys(properties).filter((key) => key !== 'unidentified_items'));
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [
      key,
      wanted.has(key) ? fill(schema, key, { request, index: 0 }) : null,
    ]),
  );
}
