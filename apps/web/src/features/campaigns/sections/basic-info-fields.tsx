import { CampaignType, campaignTypeLabel, type Product } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { numberFromText } from '../../../components/form/number-text.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { UploadImageBox } from '../../../components/upload-image-box.tsx';
import {
  allProductsParams,
  GamePlatformSelect,
  ProductDialog,
  useProducts,
  useUploadImage,
} from '../../products/index.ts';
import type { CampaignFormInput, CampaignFormOutput } from '../logic/campaign-form.ts';
import type { CampaignMedia } from '../logic/campaign-media.ts';
import { countInputSlotProps, dollarInputSlotProps } from './deal-input-props.tsx';

type CampaignForm = UseFormReturn<CampaignFormInput, unknown, CampaignFormOutput>;

const typeHints: Record<CampaignType, string> = {
  free: 'Creators get keys; nobody is paid.',
  paid: 'Approve creators with a deal and mark them paid.',
};

/** A number field bound to a nullable number (empty -> null). */
function NumberField({
  form,
  name,
  label,
  money,
}: {
  form: CampaignForm;
  name: 'dealRevenueAmount' | 'dealPostCount';
  label: string;
  money?: boolean;
}) {
  return (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      type="number"
      toValue={numberFromText(null)}
      slotProps={money ? dollarInputSlotProps : countInputSlotProps}
    />
  );
}

type BasicInfoFieldsProps = {
  form: CampaignForm;
  /** The wizard focuses the name; the settings page does not. */
  autoFocus?: boolean;
  media: CampaignMedia;
  onMedia: (next: Partial<CampaignMedia>) => void;
  /** The live-capture add flow: the campaign is a live capture, no switch for it. */
  liveCaptureFixed?: boolean;
};

/** Step 1 of the wizard, and the top of Settings > General. */
export function BasicInfoFields({
  form,
  media,
  onMedia,
  autoFocus,
  liveCaptureFixed = false,
}: BasicInfoFieldsProps) {
  const { t } = useTranslation();
  const products = useProducts(allProductsParams);
  const upload = useUploadImage();
  const [imageError, setImageError] = useState<string | null>(null);
  const [addingProduct, setAddingProduct] = useState(false);
  const type = useWatch({ control: form.control, name: 'type' });
  const items = products.data?.items ?? [];
  const noProducts = products.isSuccess && !items.length;

  /** A product picked (or just added): its platforms are the usual key platforms, offered. */
  const pickProduct = (picked: Pick<Product, 'id' | 'platforms'>) => {
    form.setValue('productId', picked.id, { shouldDirty: true, shouldValidate: true });
    const platforms = form.getValues('redeemCodePlatforms') ?? [];
    if (!platforms.length && picked.platforms.length) {
      form.setValue('redeemCodePlatforms', picked.platforms, { shouldDirty: true });
    }
  };

  const dates = [
    { name: 'startedAt', label: t('Start date') },
    { name: 'finishedAt', label: t('Deadline') },
  ] as const;

  return (
    <ResponsiveColumns columns="1fr 300px" gap={4} align="start">
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField
          control={form.control}
          name="name"
          label={t('Campaign name')}
          autoFocus={autoFocus}
        />
        <Controller
          control={form.control}
          name="productId"
          render={({ field, fieldState }) => (
            // The way out stays in view, error or not: a product is added right here, and
            // the form (the wizard's steps) is kept.
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <TextField
                select
                label={t('Product')}
                value={field.value ? String(field.value) : ''}
                onChange={(e) => {
                  const picked = items.find((p) => p.id === Number(e.target.value));
                  if (picked) pickProduct(picked);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message || noProducts ? (
                    <>
                      {fieldState.error?.message ? t(fieldState.error.message) : null}
                      {noProducts ? (
                        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                          {t(
                            'No products yet: add the game this campaign is for with New product.',
                          )}
                        </Box>
                      ) : null}
                    </>
                  ) : undefined
                }
                fullWidth
              >
                {items.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.title}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant={noProducts ? 'contained' : 'outlined'}
                color="inherit"
                startIcon={<Add />}
                onClick={() => setAddingProduct(true)}
                sx={{ flexShrink: 0, height: 56 }}
              >
                {t('New product')}
              </Button>
            </Box>
          )}
        />
        {addingProduct ? (
          <ProductDialog
            product={null}
            onClose={() => setAddingProduct(false)}
            onSaved={pickProduct}
          />
        ) : null}
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Box role="group" aria-labelledby="campaign-type-label">
              <Typography id="campaign-type-label" variant="subtitle2" sx={{ mb: 1 }}>
                {t('Campaign type')}
              </Typography>
              <RadioGroup
                row
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                name={field.name}
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                }}
              >
                {[CampaignType.Free, CampaignType.Paid].map((value) => (
                  <Box
                    key={value}
                    sx={(theme) => ({
                      px: 2,
                      py: 1.25,
                      borderRadius: 1.5,
                      border: `1px solid ${
                        field.value === value
                          ? theme.palette.primary.main
                          : alpha(theme.palette.grey[500], 0.24)
                      }`,
                      bgcolor:
                        field.value === value
                          ? alpha(theme.palette.primary.main, 0.06)
                          : 'transparent',
                    })}
                  >
                    <FormControlLabel
                      value={value}
                      control={<Radio />}
                      label={t(campaignTypeLabel[value])}
                      sx={{ m: 0, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
                    />
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', paddingInlineStart: 4 }}
                    >
                      {t(typeHints[value])}
                    </Typography>
                  </Box>
                ))}
              </RadioGroup>
            </Box>
          )}
        />
        {type === CampaignType.Paid ? (
          <ResponsiveColumns columns="1fr 1fr" from="sm" gap={2.5}>
            <NumberField
              form={form}
              name="dealRevenueAmount"
              label={t('Deal revenue amount')}
              money
            />
            <NumberField form={form} name="dealPostCount" label={t('Posts per creator')} />
            <FormHelperText sx={{ gridColumn: '1 / -1', mt: -1.5 }}>
              {t('The default deal when you approve a creator; you can change it per approval.')}
            </FormHelperText>
          </ResponsiveColumns>
        ) : null}
        <ResponsiveColumns columns="1fr 1fr" from="sm" gap={2.5}>
          {dates.map((date) => (
            <FormTextField
              key={date.name}
              control={form.control}
              name={date.name}
              label={date.label}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </ResponsiveColumns>
        <Controller
          control={form.control}
          name="redeemCodePlatforms"
          render={({ field, fieldState }) => (
            <GamePlatformSelect
              label={t('Redeem-code platforms')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('Platforms you hand out keys for.')}
            />
          )}
        />
        {liveCaptureFixed ? null : (
          <FormSwitch
            control={form.control}
            name="isLiveCapture"
            label={t('Live capture')}
            description={t('Collect creators from a lead-magnet page into this campaign.')}
          />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('Campaign image')}
        </Typography>
        <UploadImageBox
          label={t('Campaign image')}
          src={media.imageUrl}
          loading={upload.isPending}
          error={imageError}
          onInvalid={setImageError}
          onSelect={(file) => {
            setImageError(null);
            upload.mutate(file, {
              onSuccess: ({ s3key, url }) => {
                form.setValue('image', s3key, { shouldDirty: true });
                onMedia({ imageUrl: url });
              },
              onError: (error) => setImageError(errorMessage(error)),
            });
          }}
          onRemove={() => {
            form.setValue('image', null, { shouldDirty: true });
            onMedia({ imageUrl: null });
          }}
        />
        <Typography variant="caption" sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}>
          {t('Without an image, the product cover is used.')}
        </Typography>
      </Box>
    </ResponsiveColumns>
  );
}
