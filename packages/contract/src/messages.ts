// Every user-facing message of SPEC sections 5 and 8, spelled exactly once.

export const messages = {
  valueRequired: 'Value is required',
  invalidEmail: 'Invalid email',
  invalidPassword: 'Invalid password',
  invalidUrl: 'Invalid URL',
  imageTooLarge: 'Image is too large',
  unsupportedChannelUrl: 'Unsupported channel URL',
  channelAlreadyExists: 'Channel already exists',
  influencerChannelNotFound: 'Influencer channel not found',
  influencerChannelPostNotFound: 'Influencer channel post not found',
  influencerNotInCampaign: 'Influencer is not in current campaign',
  emailAlreadyExists: 'Email already exists',
  campaignInfluencerStatusForPay: 'Campaign influencer status must be Shortlisted or Published',
  urlIsEmpty: 'URL is empty',
  noItemsToImport: 'No items to import',
  templateNameTaken: 'Template with this name already exists',
  somethingGoesWrong: 'Something goes wrong',
  errorDeletingProduct: 'Error deleting product',
  errorDeletingUser: 'Error deleting user',
  errorDeletingManagerEmail: 'Error deleting manager email',
  smtpFailed: 'Failed to connect/authenticate with SMTP',
  connectionSuccessful: 'Connection successful',
  // Not in the SPEC's catalogue; needed for states the SPEC does not name.
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  unsupportedImageType: 'Only jpeg, jpg, png and gif images are allowed',
  accountSuspended: 'This account is suspended',
  /** A post link that is not a video (SPEC's "Unsupported channel URL" is about channels). */
  unsupportedVideoUrl:
    'Not a video link. Paste the link of a YouTube video, Short or live stream (youtube.com/watch?v=…, youtu.be/…), or of a Twitch video (twitch.tv/videos/…).',
} as const;

/** Client-side form messages that name the field (SPEC 5). */
export const formMessages = {
  required: (label: string) => `${label} is required`,
  min: (label: string, min: number) => `${label} must be at least ${min}`,
  max: (label: string, max: number) => `${label} must be ${max} characters or less`,
} as const;
