// Errors in words (issue 31): what other features use to show a stored error to a marketer.
export { fixLink, integrationsPath } from './logic/fix-link.ts';
export { useErrorWords } from './logic/use-error-words.ts';
export { ErrorInWords } from './sections/error-in-words.tsx';
