// The live-capture answers the SPEC does not spell (its own are in the contract's messages).
export const liveCaptureMessages = {
  leadMagnetNotFound: 'Lead magnet not found',
  submissionNotFound: 'Submission not found',
  alreadyHasLeadMagnet: 'This campaign already has a lead magnet',
  slugTaken: 'This address is already used by another lead magnet',
  blocklistEntryNotFound: 'Blocklist entry not found',
  alreadyBlocked: 'This value is already on the blocklist',
  invalidDomain: 'Invalid domain',
  notAnOption: 'Choose one of the options',
  controlCharacters: 'Text must not contain control characters',
  answerTooLong: (max: number) => `Must be ${max} characters or less`,
} as const;
