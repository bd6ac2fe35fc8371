import type { Campaign, LeadMagnet } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '../../../api/query-keys.ts';
import { paths } from '../../../app/paths.ts';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { applyServerFieldErrors } from '../../../components/form/server-errors.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useSaveError } from '../../../components/form/use-save-error.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import {
  BasicInfoFields,
  BriefFields,
  type CampaignFormField,
  type CampaignFormInput,
  type CampaignFormOutput,
  campaignFormSchema,
  campaignHref,
  emptyCampaignForm,
  stepFields,
  stepIssues,
  toCampaignRequest,
  useCampaignMedia,
  useCreateCampaign,
} from '../../campaigns/index.ts';
import { createLeadMagnet } from '../api/live-capture-api.ts';
import {
  emptyLeadMagnetForm,
  type LeadMagnetFormInput,
  type LeadMagnetFormOutput,
  leadMagnetFormSchema,
  slugFromName,
  toCreateLeadMagnetRequest,
} from '../logic/lead-magnet-form.ts';
import { LeadMagnetFields } from '../sections/lead-magnet-fields.tsx';
import { LeadMagnetShare } from '../sections/lead-magnet-share.tsx';

const steps = ['basic', 'brief', 'leadMagnet', 'share'] as const;
type AddStep = (typeof steps)[number];

// Strings are translation keys.
const stepText: Record<AddStep, { label: string; description: string }> = {
  basic: { label: 'Basic Info', description: 'The product, the deal and the dates.' },
  brief: {
    label: 'Brief and Instructions',
    description: 'What creators read on the page and in their invite.',
  },
  leadMagnet: {
    label: 'Lead magnet',
    description: 'A hosted page or an embeddable form, and what happens to each submission.',
  },
  share: {
    label: 'Share',
    description: 'Share the link, or paste the snippet on the game’s site.',
  },
};

const campaignFields = [...stepFields.basic, ...stepFields.brief] as CampaignFormField[];

/**
 * /live-capture/add: the campaign wizard's steps (basic info, brief) for a campaign with the
 * live-capture flag, then its lead magnet; last, the page link and the embed snippet.
 */
export function LiveCaptureAddPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<AddStep>('basic');
  const [media, setMedia] = useCampaignMedia();
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [leadMagnet, setLeadMagnet] = useState<LeadMagnet | null>(null);
  const campaignForm = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: { ...emptyCampaignForm, isLiveCapture: true },
  });
  const magnetForm = useForm<LeadMagnetFormInput, unknown, LeadMagnetFormOutput>({
    resolver: zodResolver(leadMagnetFormSchema),
    defaultValues: emptyLeadMagnetForm(),
  });
  const magnetSaveError = useSaveError(magnetForm);
  const createCampaign = useCreateCampaign();
  const createMagnet = useMutation({
    mutationFn: ({ id, values }: { id: number; values: LeadMagnetFormOutput }) =>
      createLeadMagnet(id, toCreateLeadMagnetRequest(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.liveCapture.leadMagnet(saved.campaignId), {
        leadMagnet: saved,
      });
      void queryClient.invalidateQueries({ queryKey: ['live-capture', 'stats'] });
    },
  });
  const busy = createCampaign.isPending || createMagnet.isPending;
  const index = steps.indexOf(step);

  /** Checks one campaign step's fields; true when they pass. */
  const check = (which: 'basic' | 'brief') => {
    const issues = stepIssues(campaignForm.getValues(), which);
    for (const field of stepFields[which]) campaignForm.clearErrors(field);
    issues.forEach((issue, i) => {
      campaignForm.setError(
        issue.field,
        { type: 'validate', message: t(issue.message) },
        { shouldFocus: i === 0 },
      );
    });
    return issues.length === 0;
  };

  const next = () => {
    if (step === 'basic' && check('basic')) {
      // The page address follows the name until the manager types one.
      if (!magnetForm.getFieldState('slug').isDirty) {
        magnetForm.setValue('slug', slugFromName(campaignForm.getValues('name')));
      }
      setStep('brief');
    } else if (step === 'brief' && check('brief')) setStep('leadMagnet');
  };

  const finish = magnetForm.handleSubmit(async (values) => {
    if (!check('basic')) return setStep('basic');
    if (!check('brief')) return setStep('brief');
    let saved = campaign;
    // The campaign is created once: a refused lead magnet is fixed and sent again alone.
    if (!saved) {
      const parsed = campaignFormSchema.safeParse(campaignForm.getValues());
      if (!parsed.success) return setStep('basic');
      try {
        saved = await createCampaign.mutateAsync({
          ...toCampaignRequest(parsed.data),
          isLiveCapture: true,
        });
        setCampaign(saved);
      } catch (error) {
        if (applyServerFieldErrors(error, campaignForm.setError, campaignFields)) {
          const field = Object.keys(campaignForm.formState.errors)[0];
          setStep(
            field && (stepFields.brief as readonly string[]).includes(field) ? 'brief' : 'basic',
          );
          return;
        }
        toastError(error);
        return;
      }
    }
    try {
      const magnet = await createMagnet.mutateAsync({ id: saved.id, values });
      setLeadMagnet(magnet);
      setStep('share');
      enqueueSnackbar(t('Live capture "{{name}}" created', { name: saved.name }), {
        variant: 'success',
      });
    } catch (error) {
      magnetSaveError(error);
    }
  });

  const back = () => setStep(steps[index - 1] ?? 'basic');

  return (
    <>
      <PageHeader
        title={t('New live capture')}
        crumbs={[
          { label: t('Home'), to: '/' },
          { label: t('Live Capture'), to: paths.liveCapture },
          { label: t('New live capture') },
        ]}
      />
      <Card>
        <Box sx={{ px: { xs: 2, md: 4 }, pt: 3, pb: 2 }}>
          <Stepper activeStep={index} alternativeLabel aria-label={t('Steps')}>
            {steps.map((s) => (
              <Step key={s} completed={index > steps.indexOf(s) || (s === 'share' && !!leadMagnet)}>
                <StepLabel>{t(stepText[s].label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        </Box>
        <Divider />
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (step === 'leadMagnet') void finish(e);
            else next();
          }}
          sx={{ px: { xs: 2, md: 4 }, py: { xs: 3, md: 4 } }}
        >
          <Typography variant="h5" component="h2" sx={{ mb: 0.5 }}>
            {t(stepText[step].label)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
            {t('Step {{n}} of {{total}}: {{intro}}', {
              n: index + 1,
              total: steps.length,
              intro: t(stepText[step].description),
            })}
          </Typography>

          {step === 'basic' ? (
            <BasicInfoFields
              autoFocus
              liveCaptureFixed
              form={campaignForm}
              media={media}
              onMedia={(m) => setMedia((v) => ({ ...v, ...m }))}
            />
          ) : null}
          {step === 'brief' ? (
            <BriefFields
              form={campaignForm}
              media={media}
              onMedia={(m) => setMedia((v) => ({ ...v, ...m }))}
            />
          ) : null}
          {step === 'leadMagnet' ? (
            <Box sx={{ maxWidth: 820 }}>
              {campaign ? (
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t('The campaign "{{name}}" is created; only the lead magnet is left.', {
                    name: campaign.name,
                  })}
                </Alert>
              ) : null}
              <LeadMagnetFields form={magnetForm} />
            </Box>
          ) : null}
          {step === 'share' && leadMagnet && campaign ? (
            <Box sx={{ maxWidth: 820, display: 'grid', gap: 3 }}>
              <Alert icon={<CheckCircleOutlined />} severity="success">
                {t('"{{name}}" takes submissions at its page now.', { name: campaign.name })}
              </Alert>
              <LeadMagnetShare leadMagnet={leadMagnet} />
            </Box>
          ) : null}

          <Box
            sx={{
              display: 'flex',
              justifyContent: 'flex-end',
              flexWrap: 'wrap',
              gap: 1.5,
              mt: 5,
              pt: 3,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {step === 'share' && campaign ? (
              <>
                <Button
                  component={RouterLink}
                  to={campaignHref(campaign.id)}
                  variant="outlined"
                  color="inherit"
                >
                  {t('Open the campaign')}
                </Button>
                <Button
                  component={RouterLink}
                  to={paths.liveCaptureView(campaign.id)}
                  variant="contained"
                >
                  {t('Follow submissions')}
                </Button>
              </>
            ) : (
              <>
                {index > 0 && !campaign ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<ArrowBack sx={flipInRtl} />}
                    onClick={back}
                    disabled={busy}
                    sx={{ marginInlineEnd: 'auto' }}
                  >
                    {t('Back')}
                  </Button>
                ) : null}
                <Button
                  component={RouterLink}
                  to={paths.liveCapture}
                  variant="outlined"
                  color="inherit"
                  disabled={busy}
                >
                  {t('Cancel')}
                </Button>
                {step === 'leadMagnet' ? (
                  <Button type="submit" variant="contained" loading={busy}>
                    {campaign ? t('Create lead magnet') : t('Create live capture')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    variant="contained"
                    endIcon={<ArrowForward sx={flipInRtl} />}
                  >
                    {t('Next')}
                  </Button>
                )}
              </>
            )}
          </Box>
        </Box>
      </Card>
    </>
  );
}
