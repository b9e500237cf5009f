// Every text the server sends, in both languages: the one place a user-visible message is worded.
// The HTTP layer picks the language from Accept-Language and translates a key when it answers.
import type { Language } from '@shared/api/generated/model';

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
  passwordReset: {
    en: 'Your password has been changed. You can now sign in with it.',
    tr: 'Şifreniz değiştirildi. Artık yeni şifrenizle giriş yapabilirsiniz.',
  },
  resetLinkInvalid: {
    en: 'This reset link has expired or has already been used. Request a new one.',
    tr: 'Bu sıfırlama bağlantısının süresi dolmuş ya da bağlantı zaten kullanılmış. Yeni bir bağlantı isteyin.',
  },
  // The reset mail, in the account's language.
  resetMailSubject: { en: 'Reset your Kıyasla password', tr: 'Kıyasla şifrenizi sıfırlayın' },
  resetMailBody: {
    en: 'Hello {name},\n\nSomeone (hopefully you) asked to reset the password of your Kıyasla account. Open this link to choose a new password:\n\n{link}\n\nThe link works once, for {minutes} minutes. Setting a new password signs you out everywhere.\nIf you did not ask for this, ignore this mail: your password stays as it is.',
    tr: 'Merhaba {name},\n\nKıyasla hesabınızın şifresini sıfırlamak için bir istek aldık. Yeni şifrenizi belirlemek için bu bağlantıyı açın:\n\n{link}\n\nBağlantı {minutes} dakika boyunca ve yalnızca bir kez geçerli. Yeni şifre belirlediğinizde tüm cihazlardaki oturumlarınız kapanır.\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.',
  },
  profileUpdated: { en: 'Profile updated successfully!', tr: 'Profil başarıyla güncellendi!' },
  wrongPassword: { en: 'Current password is incorrect.', tr: 'Mevcut şifre hatalı.' },
  samePassword: {
    en: 'New password cannot be the same as your current password.',
    tr: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
  },
  passwordChanged: { en: 'Password updated successfully!', tr: 'Şifre başarıyla güncellendi!' },
  packageUpdated: { en: 'Your package has been updated.', tr: 'Paketiniz güncellendi.' },
  packageUnchanged: { en: 'This is already your package.', tr: 'Zaten bu paketi kullanıyorsunuz.' },
  packageNotFound: {
    en: 'Package information not found or could not be loaded.',
    tr: 'Paket bilgisi bulunamadı veya yüklenemedi.',
  },
  contactThanks: {
    en: 'Thank you for reaching out! We will get back to you soon.',
    tr: 'Bize ulaştığınız için teşekkürler! En kısa sürede size dönüş yapacağız.',
  },
  contactThanksPriority: {
    en: 'Thank you for reaching out! Your package includes priority support, so your message is at the front of our queue.',
    tr: 'Bize ulaştığınız için teşekkürler! Paketiniz öncelikli destek içerdiği için mesajınız sıramızın başında.',
  },
  featureNotActive: {
    en: 'This feature is not active in your current package. Upgrade your package for more features.',
    tr: 'Bu özellik mevcut paketinizde aktif değil. Daha fazla özellik için paketinizi yükseltin.',
  },
  personalScoreNotInPackage: {
    en: 'The personal score is not part of your package. Upgrade to a package that includes it to set your priorities.',
    tr: 'Kişisel puan paketinizde yok. Önceliklerinizi belirlemek için bunu içeren bir pakete yükseltin.',
  },
  scoreWeightRange: {
    en: 'Each weight must be a whole number from {min} to {max}.',
    tr: 'Her ağırlık {min} ile {max} arasında bir tam sayı olmalı.',
  },
  compareLimit: {
    en: 'You have reached the comparison limit of your package. Upgrade your package for more.',
    tr: 'Paketinizin karşılaştırma limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
  },
  reportQueueFull: {
    en: 'You already have {cap} reports being written or waiting. Try again when one of them is done, or cancel one.',
    tr: 'Yazılan ya da sırada bekleyen {cap} raporunuz var. Biri bittiğinde ya da birini iptal ettiğinizde yeniden deneyin.',
  },
  messageLimit: {
    en: 'You have reached the message limit of your package. Upgrade your package for more.',
    tr: 'Paketinizin mesaj limitine ulaştınız. Daha fazlası için paketinizi yükseltin.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please try again in {minutes} min.',
    tr: 'Çok fazla istek gönderildi. Lütfen {minutes} dakika sonra tekrar deneyin.',
  },
  serverBusy: {
    en: 'The server is busy right now. Please try again in a few seconds.',
    tr: 'Sunucu şu anda çok meşgul. Lütfen birkaç saniye sonra tekrar deneyin.',
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
  sharedNotFound: {
    en: 'This shared comparison was not found. The link may be mistyped, or its owner stopped sharing it.',
    tr: 'Bu paylaşılan karşılaştırma bulunamadı. Bağlantı hatalı olabilir ya da sahibi paylaşımı durdurmuş olabilir.',
  },
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
  // Per-field validation texts (server/domain/field-problems.ts turns a contract check into one).
  fieldRequired: { en: 'This field is required.', tr: 'Bu alan zorunludur.' },
  fieldEmpty: { en: 'This field cannot be empty.', tr: 'Bu alan boş bırakılamaz.' },
  mustBeText: { en: 'Must be text.', tr: 'Metin olmalı.' },
  mustBeNumber: { en: 'Must be a number.', tr: 'Sayı olmalı.' },
  mustBeWholeNumber: { en: 'Must be a whole number.', tr: 'Tam sayı olmalı.' },
  mustBeBoolean: { en: 'Must be true or false.', tr: 'true ya da false olmalı.' },
  mustBeList: { en: 'Must be a list.', tr: 'Liste olmalı.' },
  mustBeObject: { en: 'Must be an object with fields.', tr: 'Alanları olan bir nesne olmalı.' },
  textTooShort: { en: 'Must be at least {min} characters.', tr: 'En az {min} karakter olmalı.' },
  textTooLong: { en: 'Must be at most {max} characters.', tr: 'En fazla {max} karakter olabilir.' },
  numberTooSmall: { en: 'Must be at least {min}.', tr: 'En az {min} olmalı.' },
  numberTooBig: { en: 'Must be at most {max}.', tr: 'En fazla {max} olabilir.' },
  tooFewEntries: { en: 'Must have at least {min} entries.', tr: 'En az {min} öğe içermeli.' },
  tooManyEntries: { en: 'Can have at most {max} entries.', tr: 'En fazla {max} öğe içerebilir.' },
  invalidEmail: { en: 'Enter a valid email address.', tr: 'Geçerli bir e-posta adresi girin.' },
  invalidUrl: { en: 'Enter a valid web address.', tr: 'Geçerli bir web adresi girin.' },
  invalidCharacters: {
    en: 'Contains characters that are not allowed here.',
    tr: 'Burada izin verilmeyen karakterler içeriyor.',
  },
  invalidFormat: { en: 'Has the wrong format.', tr: 'Biçimi geçersiz.' },
  duplicateEntries: { en: 'Each value may appear only once.', tr: 'Her değer yalnızca bir kez yer alabilir.' },
  oneOf: { en: 'Must be one of: {values}.', tr: 'Şunlardan biri olmalı: {values}.' },
  unknownField: { en: 'This field is not part of the request.', tr: 'Bu alan istekte yer almaz.' },
  invalidValue: { en: 'This value is not valid.', tr: 'Bu değer geçerli değil.' },
  limitRange: {
    en: 'Limit must be a whole number between 1 and {max}.',
    tr: 'Limit 1 ile {max} arasında bir tam sayı olmalı.',
  },
  invalidCursor: { en: 'Invalid cursor.', tr: 'Geçersiz imleç.' },
  invalidShareId: { en: 'This is not a valid share link.', tr: 'Bu geçerli bir paylaşım bağlantısı değil.' },
  malformedUrl: {
    en: 'The address contains a malformed percent-encoding.',
    tr: 'Adres hatalı bir yüzde kodlaması içeriyor.',
  },
  payloadTooLarge: {
    en: 'The request body is larger than {limit}.',
    tr: 'İstek gövdesi {limit} sınırından büyük.',
  },
  unsupportedMediaType: {
    en: 'The body must be sent as application/json.',
    tr: 'İstek gövdesi application/json olarak gönderilmeli.',
  },
  notFound: { en: 'Nothing was found at this address.', tr: 'Bu adreste bir şey bulunamadı.' },
  methodNotAllowed: {
    en: '{method} is not allowed here. Allowed: {allowed}.',
    tr: '{method} burada kullanılamaz. Kullanılabilenler: {allowed}.',
  },
  badRequest: { en: 'The request could not be understood.', tr: 'İstek anlaşılamadı.' },
  requestTimeout: {
    en: 'The request did not arrive in time. Please try again.',
    tr: 'İstek zamanında ulaşmadı. Lütfen tekrar deneyin.',
  },
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
  aiStalled: {
    en: 'The AI stopped writing partway through. Nothing was counted; please try again.',
    tr: 'Yapay zekâ yazmayı yarıda bıraktı. Hiçbir şey sayılmadı; lütfen tekrar deneyin.',
  },
  aiWrongItems: {
    en: 'The AI wrote about other items than the ones you asked for, twice. Nothing was saved or counted; please try again, perhaps with fuller names.',
    tr: 'Yapay zekâ iki kez sorduğunuzdan başka ürünler hakkında yazdı. Hiçbir şey kaydedilmedi veya sayılmadı; lütfen tekrar deneyin, belki daha tam adlarla.',
  },
  reportInterrupted: {
    en: 'The server restarted while this report was being written, twice. Nothing was counted; please try again.',
    tr: 'Bu rapor yazılırken sunucu iki kez yeniden başladı. Hiçbir şey sayılmadı; lütfen tekrar deneyin.',
  },
  answerInterrupted: {
    en: 'The server restarted while this answer was being written. Nothing was counted; please send the question again.',
    tr: 'Bu yanıt yazılırken sunucu yeniden başladı. Hiçbir şey sayılmadı; lütfen soruyu yeniden gönderin.',
  },
  reportEnded: {
    en: 'This report has already ended; there is nothing to cancel.',
    tr: 'Bu rapor zaten sona erdi; iptal edilecek bir şey yok.',
  },
  reportNotFinished: {
    en: 'This report is still being written; it can be shared when it is finished.',
    tr: 'Bu rapor hâlâ yazılıyor; bittiğinde paylaşılabilir.',
  },
  nothingIdentified: {
    en: 'Could not identify {items}, so no report was written and nothing was counted.',
    tr: '{items} tanınamadı; bu yüzden rapor yazılmadı ve hakkınızdan düşülmedi.',
  },
  didYouMean: { en: 'Did you mean {names}?', tr: 'Şunu mu demek istediniz: {names}?' },
  didYouMeanSeveral: { en: 'Did you mean {names}?', tr: 'Şunları mı demek istediniz: {names}?' },
  forExample: {
    en: 'If they are spelled right, they are not known here yet; you could compare, for example, {queries}.',
    tr: 'Doğru yazıldılarsa burada henüz bilinmiyorlar; örneğin {queries} karşılaştırılabilir.',
  },
  notKnownYet: {
    en: 'If they are spelled right, they are not known here yet.',
    tr: 'Doğru yazıldılarsa burada henüz bilinmiyorlar.',
  },
  reportCancelled: { en: 'Report cancelled. Nothing was counted.', tr: 'Rapor iptal edildi. Hiçbir şey sayılmadı.' },
  reportCancelledCounted: {
    en: 'Report cancelled. It was counted: you had already received more than its first section.',
    tr: 'Rapor iptal edildi. İlk bölümünden fazlasını almış olduğunuz için kullanım hakkınızdan düşüldü.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Values for a message's {placeholders}, e.g. {max: 50}. */
export type MessageParams = Record<string, string | number>;

export function text(key: MessageKey, language: Language, params: MessageParams = {}): string {
  return MESSAGES[key][language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGES, value);
