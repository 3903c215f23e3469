import type { THolderAnswer } from '@congrega/contract/events';
import type { TFunction } from '../../../lib/i18n/use-translation.ts';

/** A yes/no answer's value (`sim`, `nao`) in the console's language. */
export const yesNoText = (t: TFunction, value: string) => (value === 'sim' ? t('registrations.yes') : t('registrations.no'));

/** A holder's answer as the console shows it: a yes/no translated, any other as given. */
export const answerText = (t: TFunction, a: THolderAnswer) => (a.tipo === 'simNao' ? yesNoText(t, a.resposta) : a.resposta);
