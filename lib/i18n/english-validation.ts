import { validationTranslator } from '@/lib/applicant/validation-message';
import en from './messages/en.json';

/** The rules' messages in English, every parse's default (lib/applicant/rules.ts): the English catalog's `Validation`. */
export const englishMessage = validationTranslator('en', en);
