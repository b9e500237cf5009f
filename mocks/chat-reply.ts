// The mock AI assistant's markdown replies, in the request language.
import type { Language } from '@/api/generated/model';

/** A short, markdown-safe echo of the question (no markup characters, at most 60 characters). */
function topicOf(content: string): string {
  const plain = content.replace(/[*_`#[\]()<>]/g, '').replace(/\s+/g, ' ').trim();
  return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
}

export function assistantReply(content: string, language: Language): string {
  const topic = topicOf(content);
  if (language === 'tr') {
    return [
      `**"${topic}"** hakkında kısa bir değerlendirme:`,
      '',
      'Seçenekleri karşılaştırırken kâğıt üzerindeki özelliklerden çok, her gün gerçekten kullanacağınız şeylere odaklanın.',
      '',
      '- **Bütçe:** Toplam sahip olma maliyetini (abonelik, aksesuar, bakım) hesaba katın.',
      '- **Kullanım amacı:** En çok zaman geçireceğiniz senaryoda hangisi öne çıkıyor?',
      '- **Uzun vadeli değer:** Güncelleme desteği ve ikinci el değeri önemli.',
      '',
      'Adım adım bir kontrol listesi için [rehberimize](https://example.com/guide) göz atın.',
    ].join('\n');
  }
  return [
    `Here is a quick take on **"${topic}"**:`,
    '',
    'When comparing options, focus on what you will actually use every day rather than headline specs.',
    '',
    '- **Budget:** count the total cost of ownership (subscriptions, accessories, upkeep).',
    '- **Use case:** which option wins in the scenario you will spend most time in?',
    '- **Long-term value:** update support and resale value matter.',
    '',
    'For a step-by-step checklist, see [our buying guide](https://example.com/guide).',
  ].join('\n');
}

export function demoReply(language: Language): string {
  return language === 'tr'
    ? 'Elbette! Aklınızdaki iki modeli yazın ya da tam bir karşılaştırma raporu için ücretsiz kaydolun.'
    : 'Sure! Tell me the two models you have in mind, or sign up to get a full comparison report.';
}
