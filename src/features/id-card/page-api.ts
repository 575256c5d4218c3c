import { queryOptions } from '@tanstack/react-query';
import type { EligibilityCategory } from '@schemas/api/account';
import { callQuery } from '../../api/call-query';
import { callApi, urlOf } from '../../api/client';
import { currentLanguage } from '../../engine/i18n/language';
import { getIdCardPdf, getIdCardRequest, getIdCards, postIdCardEmail } from '../../api/generated/endpoints/id-card';

/* The ID card page's calls (spec §7), apart from the home tile's chunk. The page shows its own errors (`screen`). */

/** GET idCard/view, as JSON: the cards of everyone the member may see. */
export const idCardsQuery = queryOptions(callQuery(getIdCards));

/** GET idCard/view?suffix as a PDF: one member's card, its words in the page's language. */
export const fetchIdCardPdf = (suffix: number) => callApi(getIdCardPdf, { query: { suffix: String(suffix), lang: currentLanguage() } });
export const idCardPdfUrl = urlOf(getIdCardPdf, { query: { lang: currentLanguage() } });

/** POST idCard/email {email} (204). */
export const emailIdCards = (email: string) => callApi(postIdCardEmail, { body: { email } });

/** GET idCard/request?category: the gateway's confirmation, as text. */
export const requestIdCard = (category: EligibilityCategory) => callApi(getIdCardRequest, { query: { category } });
