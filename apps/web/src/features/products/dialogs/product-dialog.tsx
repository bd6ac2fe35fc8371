import {
  createProductRequest,
  type GamePlatform,
  gamePlatform,
  gamePlatformLabel,
  type Product,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../api/errors.ts';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { UploadImageBox } from '../../../components/upload-image-box.tsx';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { useSaveProduct, useUploadImage } from '../api/products-api.ts';
import { GamePlatformSelect } from '../sections/game-platform-select.tsx';

type ProductInput = z.input<typeof createProductRequest>;
type ProductOutput = z.output<typeof createProductRequest>;

/**
 * Add a product (`product` null) or edit one: cover, title, description, platforms and store
 * links. Mounted only while open: each opening starts afresh. `onSaved` hears the saved
 * product (the campaign wizard selects the one it just added).
 */
export function ProductDialog({
  product,
  onClose,
  onSaved,
}: {
  product: Product | null;
  onClose: () => void;
  onSaved?: (saved: Product) => void;
}) {
  const { t } = useTranslation();
  const platformOptions = useLabelledOptions(gamePlatform.options, gamePlatformLabel);
  const save = useSaveProduct();
  const upload = useUploadImage();
  const [imageUrl, setImageUrl] = useState<string | null>(product?.image?.url ?? null);
  const [imageError, setImageError] = useState<string | null>(null);

  const form = useForm<ProductInput, unknown, ProductOutput>({
    resolver: zodResolver(createProductRequest),
    defaultValues: {
      title: product?.title ?? '',
      description: product?.description ?? '',
      image: product?.image?.s3key ?? null,
      platforms: product?.platforms ?? [],
      storeLinks: product?.storeLinks ?? [],
    },
  });
  const fields = formFields(form);
  const links = useFieldArray({ control: form.control, name: 'storeLinks' });

  const pickImage = (file: File) => {
    setImageError(null);
    upload.mutate(file, {
      onSuccess: ({ s3key, url }) => {
        form.setValue('image', s3key, { shouldDirty: true });
        setImageUrl(url);
      },
      onError: (error) => setImageError(errorMessage(error)),
    });
  };

  const submit = async (body: ProductOutput) => {
    const saved = await save.mutateAsync({ id: product?.id ?? null, body });
    onSaved?.(saved);
    return product
      ? t('Product "{{title}}" saved', { title: saved.title })
      : t('Product "{{title}}" added', { title: saved.title });
  };

  const unusedPlatform = (): GamePlatform =>
    gamePlatform.options.find(
      (p) => !form.getValues('storeLinks')?.some((l) => l.platform === p),
    ) ?? 'other';

  return (
    <FormDialog
      form={form}
      title={product ? t('Edit product') : t('Add product')}
      submitLabel={product ? t('Save changes') : t('Add product')}
      submitDisabled={upload.isPending}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <ResponsiveColumns columns="280px 1fr" align="start">
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('Cover image')}
          </Typography>
          <UploadImageBox
            label={t('Cover image')}
            src={imageUrl}
            loading={upload.isPending}
            error={imageError ?? form.formState.errors.image?.message ?? null}
            onSelect={pickImage}
            onInvalid={setImageError}
            onRemove={() => {
              form.setValue('image', null, { shouldDirty: true });
              setImageUrl(null);
            }}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <fields.Text name="title" label={t('Title')} autoFocus />
          <fields.Text name="description" label={t('Description')} multiline minRows={3} />
          <fields.Field
            name="platforms"
            render={({ field, fieldState }) => (
              <GamePlatformSelect
                label={t('Platforms')}
                value={field.value ?? []}
                onChange={field.onChange}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Box>
            <Typography variant="subtitle2">{t('Store links')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('Creators see these on their invite page.')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {links.fields.map((link, index) => (
                <Box key={link.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <fields.Select
                    name={`storeLinks.${index}.platform`}
                    label={t('Store')}
                    options={platformOptions}
                    fullWidth={false}
                    sx={{ width: 180, flexShrink: 0 }}
                  />
                  <fields.Text
                    name={`storeLinks.${index}.url`}
                    label={t('Store URL')}
                    placeholder="https://store.steampowered.com/app/…"
                    type="url"
                  />
                  <IconButton
                    aria-label={t('Remove store link {{index}}', { index: index + 1 })}
                    onClick={() => links.remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Box>
              ))}
            </Box>
            <Button
              size="small"
              startIcon={<Add />}
              onClick={() => links.append({ platform: unusedPlatform(), url: '' })}
              sx={{ mt: 1 }}
            >
              {t('Add store link')}
            </Button>
          </Box>
        </Box>
      </ResponsiveColumns>
    </FormDialog>
  );
}
