// The live-capture pipeline's face to the rest of the module: S1's routes and services
// import only from here. The steps and their job are in steps.ts, the team's and the
// creator's actions in actions.ts, the creator's view in public-state.ts.

export {
  addSubmissionToCampaign,
  applySubmissionMapping,
  checkSubmissionCode,
  confirmSubmissionEmail,
  pipelineActionMessages,
  retrySubmission,
  startCapturePipeline,
} from './actions.ts';
export { confirmLinkOf, signConfirmToken, verifyConfirmToken } from './confirm-token.ts';
export { heldBecause, holdReasons, proofMessages } from './proof.ts';
export { applyStateOf, toPublicSubmission } from './public-state.ts';
export { awaitsChannelProof, proveChannelBySignIn } from './sign-in-proof.ts';
export { CAPTURE_STEP_RETRY_LIMIT, captureStepJob, pipelineMessages } from './steps.ts';
