// Every text the server sends, in both languages: the one place a user-visible message is worded.
// The HTTP layer picks the language from Accept-Language and translates a key when it answers.
import type { Language } from '@/api/generated/model';

export const MESSAGES = {
  loginOk: { en: 'Login successful.', tr: 'Giriş başarılı.' },
  invalidCredentials: { en: 'Invalid email or password.', tr: 'E-posta veya şifre hatalı.' },
  sessionExpired: {
    en: 'Your session has expired. Please log in again.',
    tr: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  },
  loggedOut: { en: 'You have been logged out.', tr: 'Oturumunuz kapatıldı.' },
  registered: {
    en: 'Your registration was successful! You can now log in.',
    tr: 'Kaydınız başarılı! Artık giriş yapabilirsiniz.',
  },
  emailTaken: { en: 'This email address is already registered.', tr: 'Bu e-posta adresi zaten kayıtlı.' },
  resetSent: {
    en: 'If an account exists for this address, we have sent a reset link.',
    tr: 'Bu adrese ait bir hesap varsa, şifre sıfırlama bağlantısı gönderdik.',
  },
  profileUpdated: { en: 'Profile updated successfully!', tr: 'Profil başarıyla güncellendi!' },
  wrongPassword: { en: 'Current password is incorrect.', tr: 'Mevcut şifre hatalı.' },
  samePassword: {
    en: 'New password cannot be the same as your current password.',
    tr: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
  },
  passwordChanged: { en: 'Password updated successfully!', tr: 'Şifre başarıyla güncellendi!' },
  packageUpdated: { en: 'Your package has been updated.', tr: 'Paketiniz güncellendi.' },
  packageNotFound: {
    en: 'Package information not found or could not be loaded.',
    tr: 'Paket bilgisi bulunamadı veya yüklenemedi.',
  },
  contactThanks: {
    en: 'Thank you for reaching out! We will get back to you soon.',
    tr: 'Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.',
  },
  featureNotActive: {
    en: 'This feature is not active in your current package. Upgrade your package for more features.',
    tr: 'Bu özellik mevcut paketinizde aktif değil. Daha fazla özellik için paketinizi yükseltin.',
  },
  compareLimit: {
    en: 'You have reached the comparison limit of your package. Upgrade your package for more.',
    tr: 'Paketinizin karşılaştırma limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
  },
  messageLimit: {
    en: 'You have reached the message limit of your package. Upgrade your package for more.',
    tr: 'Paketinizin mesaj limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please try again later.',
    tr: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
  },
  tooFewItems: {
    en: 'Please enter at least two items for comparison.',
    tr: 'Lütfen karşılaştırma için en az iki öğe girin.',
  },
  tooManyItems: {
    en: 'You can compare at most 6 items at once.',
    tr: 'Tek seferde en fazla 6 öğe karşılaştırabilirsiniz.',
  },
  comparisonNotFound: { en: 'Comparison not found.', tr: 'Karşılaştırma bulunamadı.' },
  comparisonDeleted: { en: 'Comparison deleted.', tr: 'Karşılaştırma silindi.' },
  unshared: { en: 'The comparison is no longer shared.', tr: 'Karşılaştırma artık paylaşılmıyor.' },
  pollOptionUnknown: { en: 'This option is not part of the poll.', tr: 'Bu seçenek ankette yok.' },
  chatForbidden: {
    en: 'The assistant is available in the Premium package.',
    tr: 'Asistan Premium pakette kullanılabilir.',
  },
  conversationNotFound: { en: 'Conversation not found.', tr: 'Sohbet bulunamadı.' },
  demoReply: {
    en: 'Sure! Tell me the two models you have in mind, or sign up to get a full comparison report.',
    tr: 'Elbette! Aklınızdaki iki modeli yazın ya da tam bir karşılaştırma raporu için ücretsiz kaydolun.',
  },
  validationFailed: { en: 'Validation failed.', tr: 'Doğrulama başarısız oldu.' },
  bodyNotJson: { en: 'The body must be JSON.', tr: 'İstek gövdesi JSON olmalı.' },
  limitRange: { en: 'Limit must be between 1 and 50.', tr: 'Limit 1 ile 50 arasında olmalı.' },
  invalidCursor: { en: 'Invalid cursor.', tr: 'Geçersiz imleç.' },
  malformedUrl: { en: 'The address is not valid.', tr: 'Adres geçerli değil.' },
  payloadTooLarge: { en: 'The request body is too large.', tr: 'İstek gövdesi çok büyük.' },
  unsupportedMediaType: {
    en: 'Requests must be sent as application/json.',
    tr: 'İstekler application/json olarak gönderilmelidir.',
  },
  notFound: { en: 'Not found.', tr: 'Bulunamadı.' },
  methodNotAllowed: { en: 'This method is not allowed here.', tr: 'Bu adreste bu yöntem kullanılamaz.' },
  badRequest: { en: 'The request could not be understood.', tr: 'İstek anlaşılamadı.' },
  serverError: {
    en: 'An unexpected error occurred. Please try again later.',
    tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  },
  aiTimeout: {
    en: 'The AI took too long to answer. Nothing was saved or counted; please try again.',
    tr: 'Yapay zekâ zamanında yanıt vermedi. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen tekrar deneyin.',
  },
  aiInvalid: {
    en: 'The AI gave an answer that could not be used. Nothing was saved or counted; please try again.',
    tr: 'Yapay zekânın yanıtı kullanılamadı. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen tekrar deneyin.',
  },
  aiUnavailable: {
    en: 'The AI service is not available right now. Nothing was saved or counted; please try again later.',
    tr: 'Yapay zekâ hizmetine şu anda ulaşılamıyor. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen daha sonra tekrar deneyin.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function text(key: MessageKey, language: Language): string {
  return MESSAGES[key][language];
}
