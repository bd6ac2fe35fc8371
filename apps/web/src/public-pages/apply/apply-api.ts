import type { ApplyRequest, ChannelSignIn, PublicApplyPage, PublicSubmission } from '@app/contract';
import type { applyPageEndpoints } from '@app/contract/endpoints/apply-page.ts';
import {
  applyStateValues,
  applyPageRoutes as routes,
} from '@app/contract/endpoints/apply-page-routes.ts';
import { callRoute, isNullableString, isObject, isUrlAnswer } from '../api.ts';
import { channelSignIns } from '../channel-sign-in.ts';

// The apply page's calls. Answers are checked by hand against the contract's publicApplyPage
// and publicSubmission (apply-api.test.ts keeps the guards in step with the schemas).

type Endpoints = typeof applyPageEndpoints;

const fieldTypes = ['text', 'longText', 'url', 'select'];
const verifications = ['none', 'email', 'channel', 'channelAndEmail'];

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isPublicApplyPage(value: unknown): value is PublicApplyPage {
  if (!isObject(value)) return false;
  if (typeof value.slug !== 'string' || typeof value.title !== 'string') return false;
  if (value.type !== 'hosted_page' && value.type !== 'embeddable_form') return false;
  if (!isNullableString(value.intro) || !isNullableString(value.imageUrl)) return false;
  if (!isNullableString(value.productTitle)) return false;
  if (typeof value.verification !== 'string' || !verifications.includes(value.verification))
    return false;
  if (
    !Array.isArray(value.signIn) ||
    !value.signIn.every((p) => (channelSignIns as readonly unknown[]).includes(p))
  )
    return false;
  return (
    Array.isArray(value.fields) &&
    value.fields.every(
      (field) =>
        isObject(field) &&
        typeof field.key === 'string' &&
        typeof field.label === 'string' &&
        typeof field.type === 'string' &&
        fieldTypes.includes(field.type) &&
        typeof field.required === 'boolean' &&
        isStringList(field.options),
    )
  );
}

export function isPublicSubmission(value: unknown): value is PublicSubmission {
  if (!isObject(value)) return false;
  if (typeof value.token !== 'string') return false;
  if (!(applyStateValues as readonly unknown[]).includes(value.state)) return false;
  if (value.channelType !== null && value.channelType !== 1 && value.channelType !== 2)
    return false;
  if (!isNullableString(value.verificationCode) || !isNullableString(value.message)) return false;
  const { ad } = value;
  if (ad === null) return true;
  return (
    isObject(ad) &&
    ['title', 'description', 'ctaLabel', 'ctaUrl'].every((key) => isNullableString(ad[key]))
  );
}

export function getApplyPage(slug: string, signal?: AbortSignal): Promise<PublicApplyPage> {
  return callRoute<Endpoints['get']>(routes.get, { params: { slug }, signal }, isPublicApplyPage);
}

export function submitApplication(slug: string, body: ApplyRequest): Promise<PublicSubmission> {
  return callRoute<Endpoints['submit']>(
    routes.submit,
    { params: { slug }, body },
    isPublicSubmission,
  );
}

export function getSubmission(
  slug: string,
  token: string,
  signal?: AbortSignal,
): Promise<PublicSubmission> {
  return callRoute<Endpoints['status']>(
    routes.status,
    { params: { slug, token }, signal },
    isPublicSubmission,
  );
}

export function checkSubmissionCode(slug: string, token: string): Promise<PublicSubmission> {
  return callRoute<Endpoints['checkCode']>(
    routes.checkCode,
    { params: { slug, token } },
    isPublicSubmission,
  );
}

/** The provider's consent page that proves the submission's channel (the page goes there). */
export async function channelSignInUrl(
  slug: string,
  token: string,
  provider: ChannelSignIn,
): Promise<string> {
  const answer = await callRoute<Endpoints['signIn']>(
    routes.signIn,
    { params: { slug, token, provider } },
    isUrlAnswer,
  );
  return answer.url;
}
