// AI assistants and online shops used in Türkiye. An assistant's price is its main paid plan per
// month in TRY (the US$20 plans with VAT at the catalogue date's exchange rate, rounded); assistants
// with no paid plan are free. A shop costs nothing to use, so its price "varies" with what you buy.
import { claim, L, type CatalogueEntry, inCategory } from '../types';

const ai = inCategory('ai_assistant');
const shop = inCategory('ecommerce');

const FLUENT = L('Understands and writes Turkish fluently', 'Türkçeyi akıcı biçimde anlıyor ve yazıyor');
const USD20 = { model: 'monthly', amount: 950 } as const;
const SHOPS = { model: 'varies' } as const;
// Türkiye's distance-selling rules give 14 days to return most goods bought online (Mesafeli Sözleşmeler Yönetmeliği).
const WITHDRAWAL = L(
  '14-day right of withdrawal by law; return codes in the app',
  'Yasal 14 günlük cayma hakkı; uygulamadan iade kodu',
);
const SELLERS_VARY = claim(
  'Seller quality varies; read the seller’s ratings',
  'Satıcı kalitesi değişken; satıcı puanına bakmak gerekiyor',
  { row: 'model', has: L('Marketplace', 'Pazaryeri') },
);
const INSTALMENTS = L('Cards with instalments', 'Kredi kartına taksit');

export const ONLINE: readonly CatalogueEntry[] = [
  ai({
    id: 'chatgpt',
    name: 'ChatGPT',
    brand: 'OpenAI',
    aliases: ['chat gpt', 'openai chatgpt', 'chatgpt plus', 'gpt'],
    year: 2022,
    price: USD20,
    rating: 4.7,
    scores: [8.8, 9.0, 9.0, 7.8],
    specs: {
      maker: 'OpenAI',
      free: L('Yes, with limits on the best models', 'Var; en iyi modellerde kullanım sınırı var'),
      paid: L('Plus: US$20 a month plus VAT (Pro: US$200)', 'Plus: aylık 20 $ + KDV (Pro: 200 $)'),
      features: L(
        'Web search, image generation, voice chat, file analysis, custom GPTs',
        'Web araması, görsel üretme, sesli sohbet, dosya analizi, özel GPT’ler',
      ),
      turkish: FLUENT,
    },
    pro: claim('The most features in one app', 'Tek uygulamada en çok özellik', 'performance'),
    con: claim(
      'The best models and higher limits need the paid plan',
      'En iyi modeller ve yüksek limitler ücretli pakette',
      'pricing',
    ),
  }),
  ai({
    id: 'claude',
    name: 'Claude',
    brand: 'Anthropic',
    aliases: ['claude ai', 'anthropic claude', 'claude pro', 'claude.ai'],
    year: 2023,
    price: USD20,
    rating: 4.6,
    scores: [8.6, 8.6, 9.1, 7.6],
    specs: {
      maker: 'Anthropic',
      free: L('Yes, with daily message limits', 'Var; günlük mesaj sınırıyla'),
      paid: L('Pro: US$20 a month plus VAT (Max: from US$100)', 'Pro: aylık 20 $ + KDV (Max: 100 $’dan başlıyor)'),
      features: L(
        'Long documents (200K-token context), Projects, Artifacts, file and image reading',
        'Uzun belgeler (200 bin token bağlam), Projeler, Artifacts, dosya ve görsel okuma',
      ),
      turkish: FLUENT,
    },
    pro: claim('Strong at writing, long documents and code', 'Yazı, uzun belgeler ve kodda güçlü', 'performance'),
    con: claim('No image generation, and tighter message limits', 'Görsel üretmiyor; mesaj sınırları daha dar', {
      row: 'features',
      lacks: L('image generation', 'görsel üretme'),
    }),
  }),
  ai({
    id: 'gemini',
    name: 'Google Gemini',
    brand: 'Google',
    aliases: ['gemini', 'gemini advanced', 'google ai pro', 'bard'],
    year: 2024,
    price: { model: 'monthly', amount: 720 },
    rating: 4.4,
    scores: [8.4, 8.6, 8.7, 8.2],
    specs: {
      maker: 'Google',
      free: L('Yes, with limits on the strongest model', 'Var; en güçlü modelde kullanım sınırı var'),
      paid: L(
        'Google AI Pro (formerly Gemini Advanced), with 2 TB of storage',
        'Google AI Pro (eski adıyla Gemini Advanced), 2 TB depolama ile',
      ),
      features: L(
        'Works in Gmail, Docs and Android; Deep Research; image generation',
        'Gmail, Dokümanlar ve Android’in içinde; Deep Research; görsel üretme',
      ),
      turkish: FLUENT,
    },
    pro: claim('Built into Android and Google’s apps', 'Android’e ve Google uygulamalarına gömülü', 'usability'),
    con: claim(
      'The free plan limits use of the strongest model',
      'Ücretsiz pakette en güçlü modelin kullanımı sınırlı',
      { row: 'free', has: L('limits on the strongest model', 'en güçlü modelde kullanım sınırı') },
    ),
  }),
  ai({
    id: 'copilot',
    name: 'Microsoft Copilot',
    brand: 'Microsoft',
    aliases: ['copilot', 'bing chat', 'bing copilot'],
    year: 2023,
    price: { model: 'free' },
    rating: 4.1,
    scores: [8.0, 8.4, 8.0, 8.8],
    specs: {
      maker: 'Microsoft',
      free: L('Yes: the app and web are free', 'Var: uygulama ve web sürümü ücretsiz'),
      paid: L(
        'Copilot in Office apps comes with Microsoft 365 plans',
        'Office uygulamalarında Copilot, Microsoft 365 paketleriyle geliyor',
      ),
      features: L(
        'Web answers with sources (Bing), image generation, voice; built into Windows and Edge',
        'Kaynaklı web yanıtları (Bing), görsel üretme, sesli kullanım; Windows ve Edge’e gömülü',
      ),
      turkish: FLUENT,
    },
    pro: claim('Free, and already in Windows and Edge', 'Ücretsiz; Windows ve Edge’de hazır', 'pricing', 'usability'),
    con: claim('Fewer settings and tools than ChatGPT', 'ChatGPT’ye göre daha az ayar ve araç', 'performance'),
  }),
  ai({
    id: 'perplexity',
    name: 'Perplexity',
    brand: 'Perplexity AI',
    aliases: ['perplexity ai', 'perplexity pro'],
    year: 2022,
    price: USD20,
    rating: 4.5,
    scores: [8.4, 8.8, 8.4, 7.6],
    specs: {
      maker: 'Perplexity AI',
      free: L(
        'Yes: unlimited quick searches, a few Pro searches a day',
        'Var: sınırsız hızlı arama, günde birkaç Pro arama',
      ),
      paid: L('Pro: US$20 a month plus VAT', 'Pro: aylık 20 $ + KDV'),
      features: L(
        'Answers with cited web sources; a choice of models on Pro',
        'Kaynak gösteren web yanıtları; Pro’da model seçimi',
      ),
      turkish: FLUENT,
    },
    pro: claim('Every answer cites its sources', 'Her yanıt kaynağını gösteriyor', 'performance'),
    con: claim(
      'Less suited to long writing or coding sessions',
      'Uzun yazı ya da kodlama oturumlarına daha az uygun',
      'performance',
    ),
  }),
  ai({
    id: 'deepseek',
    name: 'DeepSeek',
    brand: 'DeepSeek',
    aliases: ['deep seek', 'deepseek r1', 'deepseek chat'],
    year: 2025,
    price: { model: 'free' },
    rating: 4.3,
    scores: [7.6, 8.2, 8.6, 9.4],
    specs: {
      maker: L('DeepSeek (Hangzhou, China)', 'DeepSeek (Hangzhou, Çin)'),
      free: L('Yes: the app and web are free', 'Var: uygulama ve web sürümü ücretsiz'),
      paid: L('None for the app; the API is billed per use', 'Uygulamada yok; API kullanım başına ücretli'),
      features: L(
        'Reasoning mode (R1), web search, file reading; open-weight models (MIT licence)',
        'Akıl yürütme modu (R1), web araması, dosya okuma; açık ağırlıklı modeller (MIT lisansı)',
      ),
      turkish: FLUENT,
    },
    pro: claim(
      'Free, with strong reasoning and open models',
      'Ücretsiz; güçlü akıl yürütme ve açık modeller',
      'pricing',
      'performance',
    ),
    con: claim(
      'Data is stored on servers in China; "server busy" errors at peak times',
      'Veriler Çin’deki sunucularda tutuluyor; yoğun saatlerde "sunucu meşgul" hataları',
      { row: 'maker', has: L('China', 'Çin') },
    ),
  }),
  ai({
    id: 'grok',
    name: 'Grok',
    brand: 'xAI',
    aliases: ['grok ai', 'xai grok', 'supergrok'],
    year: 2023,
    price: { model: 'monthly', amount: 1_400 },
    rating: 4.1,
    scores: [8.0, 8.4, 8.6, 7.0],
    specs: {
      maker: 'xAI',
      free: L('Yes, with limits, on grok.com and X', 'Var; grok.com ve X’te sınırlı kullanım'),
      paid: L(
        'SuperGrok: US$30 a month plus VAT; also in X Premium+',
        'SuperGrok: aylık 30 $ + KDV; X Premium+ ile de geliyor',
      ),
      features: L(
        'Live posts from X, web search, image generation, DeepSearch',
        'X’teki güncel paylaşımlar, web araması, görsel üretme, DeepSearch',
      ),
      turkish: FLUENT,
    },
    pro: claim('Up to the minute on what is being said on X', 'X’te o an konuşulanlara en hızlı ulaşan', 'performance'),
    con: claim('The paid plan costs more than its rivals’', 'Ücretli paketi rakiplerinden pahalı', 'pricing'),
  }),
  shop({
    id: 'trendyol',
    name: 'Trendyol',
    brand: 'Trendyol',
    aliases: ['trendyol.com', 'trendyol com'],
    year: 2010,
    price: SHOPS,
    rating: 4.4,
    scores: [8.6, 8.8, 9.0, 8.4],
    specs: {
      model: L('Marketplace with many sellers, plus its own brands', 'Çok satıcılı pazaryeri ve kendi markaları'),
      delivery: L(
        'Its own courier (Trendyol Express); Trendyol Go for groceries and meals',
        'Kendi kargosu (Trendyol Express); market ve yemek için Trendyol Go',
      ),
      returns: WITHDRAWAL,
      payment: L(
        'Cards with instalments, Trendyol wallet, shopping loans',
        'Kredi kartına taksit, Trendyol Cüzdan, alışveriş kredisi',
      ),
    },
    unstated: ['membership'],
    pro: claim(
      'The widest range, especially fashion, with fast delivery',
      'Özellikle modada en geniş çeşit ve hızlı teslimat',
      'performance',
    ),
    con: SELLERS_VARY,
  }),
  shop({
    id: 'hepsiburada',
    name: 'Hepsiburada',
    brand: 'Hepsiburada',
    aliases: ['hepsiburada.com', 'hepsi burada'],
    year: 2000,
    price: SHOPS,
    rating: 4.3,
    scores: [8.2, 8.4, 8.8, 8.2],
    specs: {
      model: L(
        'Marketplace plus its own retail stock; majority-owned by Kaspi.kz since 2025',
        'Pazaryeri ve kendi stoğu; 2025’ten beri çoğunluk hissesi Kaspi.kz’de',
      ),
      delivery: L('Its own courier, HepsiJET', 'Kendi kargosu, HepsiJET'),
      returns: WITHDRAWAL,
      payment: L(
        'Cards with instalments, Hepsipay wallet, shopping loans',
        'Kredi kartına taksit, Hepsipay cüzdan, alışveriş kredisi',
      ),
      membership: L(
        'Hepsiburada Premium: free delivery and partner perks',
        'Hepsiburada Premium: ücretsiz kargo ve iş ortağı avantajları',
      ),
    },
    pro: claim('Strong in electronics and appliances', 'Elektronik ve beyaz eşyada güçlü', 'performance'),
    con: SELLERS_VARY,
  }),
  shop({
    id: 'amazon-tr',
    name: 'Amazon.com.tr',
    brand: 'Amazon',
    aliases: ['amazon', 'amazon türkiye', 'amazon turkiye', 'amazon tr', 'amazon turkey'],
    year: 2018,
    price: SHOPS,
    rating: 4.4,
    scores: [7.8, 8.6, 8.2, 8.4],
    specs: {
      model: L('Its own retail stock plus marketplace sellers', 'Kendi perakende stoğu ve pazaryeri satıcıları'),
      delivery: L('Free, fast delivery for Prime members', 'Prime üyelerine ücretsiz ve hızlı teslimat'),
      returns: WITHDRAWAL,
      payment: INSTALMENTS,
      membership: L('Amazon Prime: delivery plus Prime Video', 'Amazon Prime: kargo ve Prime Video bir arada'),
    },
    pro: claim(
      'Prime bundles free delivery with Prime Video',
      'Prime, ücretsiz kargoyu Prime Video ile birleştiriyor',
      'pricing',
      'performance',
    ),
    con: claim(
      'Fewer local sellers than Trendyol and Hepsiburada',
      'Trendyol ve Hepsiburada’dan daha az yerel satıcı',
      'performance',
    ),
  }),
  shop({
    id: 'n11',
    name: 'n11',
    brand: 'n11',
    aliases: ['n11.com', 'n11 com'],
    year: 2013,
    price: SHOPS,
    rating: 4.0,
    scores: [7.6, 8.0, 7.8, 8.2],
    specs: {
      model: L('Marketplace only (Doğuş Group)', 'Yalnızca pazaryeri (Doğuş Grubu)'),
      delivery: L('Shipped by each seller', 'Her satıcı kendisi gönderiyor'),
      returns: WITHDRAWAL,
      payment: INSTALMENTS,
    },
    unstated: ['membership'],
    pro: claim('Frequent coupons and campaigns', 'Sık kupon ve kampanyalar', 'pricing'),
    con: claim('Smaller range than the two market leaders', 'İki büyük rakibine göre daha dar çeşit', 'performance'),
  }),
  shop({
    id: 'ciceksepeti',
    name: 'Çiçeksepeti',
    brand: 'Çiçeksepeti',
    aliases: ['ciceksepeti', 'çiçek sepeti', 'cicek sepeti', 'ciceksepeti.com'],
    year: 2006,
    price: SHOPS,
    rating: 4.2,
    scores: [8.0, 8.4, 7.8, 7.8],
    specs: {
      model: L('Flowers and gifts, now also a general marketplace', 'Çiçek ve hediye; artık genel bir pazaryeri de'),
      delivery: L('Same-day flower delivery in many cities', 'Birçok şehirde aynı gün çiçek teslimatı'),
      returns: L(
        '14-day right of withdrawal by law, except flowers and other perishables',
        'Yasal 14 günlük cayma hakkı; çiçek ve bozulabilen ürünler hariç',
      ),
      payment: INSTALMENTS,
    },
    unstated: ['membership'],
    pro: claim('Best for gifts and same-day flowers', 'Hediye ve aynı gün çiçek için en iyisi', 'performance'),
    con: claim('A narrower range outside gifts', 'Hediye dışında daha dar çeşit', 'performance'),
  }),
  shop({
    id: 'temu',
    name: 'Temu',
    brand: 'Temu',
    aliases: ['temu.com', 'temu türkiye'],
    year: 2024,
    price: SHOPS,
    rating: 3.6,
    scores: [7.4, 7.6, 7.0, 8.6],
    specs: {
      model: L(
        'Ships from sellers abroad, mostly China',
        'Yurt dışındaki, çoğunlukla Çin’deki satıcılardan gönderiyor',
      ),
      delivery: L(
        'International shipping: usually one to two weeks',
        'Uluslararası kargo: genellikle bir ila iki hafta',
      ),
      returns: L(
        'Returns through the app; items come from abroad',
        'İade uygulama üzerinden; ürünler yurt dışından geliyor',
      ),
      payment: L('Cards', 'Kredi ve banka kartı'),
    },
    unstated: ['membership'],
    pro: claim('Very low prices on small items', 'Küçük ürünlerde çok düşük fiyatlar', 'pricing'),
    con: claim(
      'Customs duty on parcels over €30 and slow delivery',
      '30 €’yu aşan kolilerde gümrük vergisi ve yavaş teslimat',
      'performance',
      { row: 'delivery', has: L('one to two weeks', 'bir ila iki hafta') },
    ),
  }),
  shop({
    id: 'pazarama',
    name: 'Pazarama',
    brand: 'Pazarama',
    aliases: ['pazarama.com'],
    year: 0,
    price: SHOPS,
    rating: 4.0,
    scores: [7.6, 8.0, 7.4, 8.2],
    specs: {
      model: L('Marketplace backed by İş Bankası', 'İş Bankası destekli pazaryeri'),
      delivery: L('Shipped by each seller', 'Her satıcı kendisi gönderiyor'),
      returns: WITHDRAWAL,
      payment: INSTALMENTS,
    },
    unstated: ['membership'],
    pro: claim('Card campaigns with İş Bankası', 'İş Bankası kartlarıyla kampanyalar', 'pricing'),
    con: claim('A smaller range than the market leaders', 'Büyük rakiplerine göre daha dar çeşit', 'performance'),
  }),
];
