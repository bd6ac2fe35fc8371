import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { applyServerFieldErrors } from '../../../components/form/server-errors.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { useCreateCampaign } from '../api/campaigns-queries.ts';
import {
  type CampaignFormField,
  type CampaignFormInput,
  type CampaignFormOutput,
  campaignFormSchema,
  emptyCampaignForm,
  stepFields,
  stepIssues,
  toCampaignRequest,
  type WizardStep,
  wizardStepLabel,
  wizardSteps,
} from '../logic/campaign-form.ts';
import { useCampaignMedia } from '../logic/campaign-media.ts';
import { campaignHref } from '../logic/campaign-paths.ts';
import { BasicInfoFields } from '../sections/basic-info-fields.tsx';
import { BriefFields } from '../sections/brief-fields.tsx';

const allFields = [...stepFields.basic, ...stepFields.brief] as CampaignFormField[];

/** The wizard's header and footer: they stay in view while the step scrolls. */
function StickyBar({
  edge,
  gap,
  justify,
  children,
}: {
  edge: 'top' | 'bottom';
  gap: number;
  justify?: 'flex-end';
  children: ReactNode;
}) {
  return (
    <Box
      component={edge === 'top' ? 'header' : 'footer'}
      sx={(theme) => ({
        position: 'sticky',
        [edge]: 0,
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: justify,
        gap,
        px: { xs: 2, md: 4 },
        py: 2,
        bgcolor: 'background.paper',
        [edge === 'top' ? 'borderBottom' : 'borderTop']: `1px solid ${theme.palette.divider}`,
      })}
    >
      {children}
    </Box>
  );
}

/** /campaigns?add: Basic Info, then Brief and Instructions, then Create Campaign. */
export function CampaignWizardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [step, setStep] = useState<WizardStep>('basic');
  const [media, setMedia] = useCampaignMedia();
  const form = useForm<CampaignFormInput, unknown, CampaignFormOutput>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: emptyCampaignForm,
  });
  const index = wizardSteps.indexOf(step);
  const last = index === wizardSteps.length - 1;

  const next = () => {
    const issues = stepIssues(form.getValues(), step);
    for (const field of stepFields[step]) form.clearErrors(field);
    issues.forEach((issue, i) => {
      form.setError(
        issue.field,
        { type: 'validate', message: t(issue.message) },
        { shouldFocus: i === 0 },
      );
    });
    if (!issues.length) setStep(wizardSteps[index + 1] ?? step);
  };

  const submit = form.handleSubmit(
    (values) => {
      create.mutate(toCampaignRequest(values), {
        onSuccess: (saved) => {
          enqueueSnackbar(t('Campaign "{{name}}" created', { name: saved.name }), {
            variant: 'success',
          });
          navigate(campaignHref(saved.id));
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, allFields)) {
            // Go back to the step that owns the first refused field.
            const field = Object.keys(form.formState.errors)[0];
            if (field && (stepFields.basic as readonly string[]).includes(field)) setStep('basic');
            return;
          }
          toastError(error);
        },
      });
    },
    (errors) => {
      const field = Object.keys(errors)[0];
      if (field && (stepFields.basic as readonly string[]).includes(field)) setStep('basic');
    },
  );

  return (
    <Dialog
      fullScreen
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby="campaign-wizard-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (last) void submit(e);
          else next();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 1 }}
      >
        <StickyBar edge="top" gap={2}>
          <IconButton onClick={onClose} aria-label={t('Close')} disabled={create.isPending}>
            <CloseOutlined />
          </IconButton>
          <Typography id="campaign-wizard-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('New campaign')}
          </Typography>
          <Stepper
            activeStep={index}
            sx={{ width: { xs: 1, md: 420 }, display: { xs: 'none', sm: 'flex' } }}
            aria-label={t('Steps')}
          >
            {wizardSteps.map((s) => (
              <Step key={s}>
                <StepLabel>{t(wizardStepLabel[s])}</StepLabel>
              </Step>
            ))}
          </Stepper>
        </StickyBar>

        <Container maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
          <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
            {t(wizardStepLabel[step])}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
            {step === 'basic'
              ? t('Step {{n}} of {{total}}: the product, the deal and the dates.', {
                  n: index + 1,
                  total: wizardSteps.length,
                })
              : t('Step {{n}} of {{total}}: what creators read on their invite page.', {
                  n: index + 1,
                  total: wizardSteps.length,
                })}
          </Typography>
          {step === 'basic' ? (
            <BasicInfoFields
              autoFocus
              form={form}
              media={media}
              onMedia={(m) => setMedia((v) => ({ ...v, ...m }))}
            />
          ) : (
            <BriefFields
              form={form}
              media={media}
              onMedia={(m) => setMedia((v) => ({ ...v, ...m }))}
            />
          )}
        </Container>

        <StickyBar edge="bottom" gap={1.5} justify="flex-end">
          {index > 0 ? (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<ArrowBack sx={flipInRtl} />}
              onClick={() => setStep(wizardSteps[index - 1] ?? 'basic')}
              disabled={create.isPending}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {t('Back')}
            </Button>
          ) : null}
          <CancelButton onClick={onClose} disabled={create.isPending} />
          {last ? (
            <Button type="submit" variant="contained" loading={create.isPending}>
              {t('Create Campaign')}
            </Button>
          ) : (
            <Button type="submit" variant="contained" endIcon={<ArrowForward sx={flipInRtl} />}>
              {t('Next')}
            </Button>
          )}
        </StickyBar>
      </Box>
    </Dialog>
  );
}
