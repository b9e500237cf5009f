// The public landing-page demo chat's canned reply (POST /api/messages). The signed-in
// assistant's answers come from the demo engine (demo/chat).
import type { Language } from '@/api/generated/model';

export function demoReply(language: Language): string {
  return language === 'tr'
    ? 'Elbette! Aklınızdaki iki modeli yazın ya da tam bir karşılaştırma raporu için ücretsiz kaydolun.'
    : 'Sure! Tell me the two models you have in mind, or sign up to get a full comparison report.';
}
