import {
  ErrorCode,
  LEAD_MAGNET_ANSWER_MAX,
  type LeadMagnetFieldType,
  messages,
} from '@app/contract';
import type { LeadMagnetFieldValue } from '../platform/index.ts';
import { AppError } from '../platform/index.ts';
import { liveCaptureMessages as m } from './messages.ts';

/** The longest answer to a short field (text, link, choice); long texts take LEAD_MAGNET_ANSWER_MAX. */
export const SHORT_ANSWER_MAX = 500;

/**
 * Whether text holds a C0 control character or DEL. A long text keeps its line breaks and
 * tabs; a one-line answer keeps none.
 */
export function hasControlCharacters(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f) return true;
    if (c >= 0x20) continue;
    if (multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
    return true;
  }
  return false;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function problemOf(type: LeadMagnetFieldType, options: readonly string[], value: string) {
  const max = type === 'longText' ? LEAD_MAGNET_ANSWER_MAX : SHORT_ANSWER_MAX;
  if (value.length > max) return m.answerTooLong(max);
  if (hasControlCharacters(value, type === 'longText')) return m.controlCharacters;
  if (type === 'select' && !options.includes(value)) return m.notAnOption;
  if (type === 'url' && !isWebUrl(value)) return messages.invalidUrl;
  return null;
}

/**
 * A submission's answers checked against the lead magnet's fields: keys it does not define
 * are dropped, a required one left blank is "Value is required", a choice must be one of the
 * options, a link an http(s) URL, and no answer holds control characters. Every problem is
 * a field error (`fields.{key}`) of one 400; the answers kept are trimmed.
 */
export function checkAnswers(
  definition: readonly LeadMagnetFieldValue[],
  answers: Readonly<Record<string, string>>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const field of definition) {
    const given = Object.hasOwn(answers, field.key) ? answers[field.key] : undefined;
    const value = typeof given === 'string' ? given.trim() : '';
    if (value === '') {
      if (field.required) problems[`fields.${field.key}`] = messages.valueRequired;
      continue;
    }
    const problem = problemOf(field.type as LeadMagnetFieldType, field.options, value);
    if (problem) problems[`fields.${field.key}`] = problem;
    else kept[field.key] = value;
  }
  const first = Object.values(problems)[0];
  if (first) throw new AppError(ErrorCode.Validation, first, problems);
  return kept;
}
