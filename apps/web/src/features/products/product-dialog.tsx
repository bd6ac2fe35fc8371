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
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../api/errors.ts';
import { FormTextField } from '../../components/form/form-text-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-errors.ts';
import { UploadImageBox } from '../../components/upload-image-box.tsx';
import { GamePlatformSelect } from './game-platform-select.tsx';
import { useSaveProduct, useUploadImage } from './products-api.ts';

type ProductInput = z.input<typeof createProductRequest>;
type ProductOutput = z.output<typeof createProductRequest>;

const fieldNames = ['title', 'description', 'image', 'platforms', 'storeLinks'] as const;

type ProductDialogProps = { open: boolean; product: Product | null; onClose: () => void };

/** Add or edit a product (a game): cover, title, description, platforms and store links. */
export function ProductDialog(props: ProductDialogProps) {
  return props.open ? (
    <ProductDialogContent product={props.product} onClose={props.onClose} />
  ) : null;
}

function ProductDialogContent({ product, onClose }: Omit<ProductDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
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

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(
            product
              ? t('Product "{{title}}" saved', { title: saved.title })
              : t('Product "{{title}}" added', { title: saved.title }),
            { variant: 'success' },
          );
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, fieldNames)) {
            enqueueSnackbar(t(errorMessage(error)), { variant: 'error' });
          }
        },
      },
    );
  });

  const pending = save.isPending;
  const unusedPlatform = (): GamePlatform =>
    gamePlatform.options.find(
      (p) => !form.getValues('storeLinks')?.some((l) => l.platform === p),
    ) ?? 'other';

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="product-dialog-title"
    >
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="product-dialog-title">
        <DialogTitle id="product-dialog-title">
          {product ? t('Edit product') : t('Add product')}
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              pt: 1,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
              alignItems: 'start',
            }}
          >
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
              <FormTextField control={form.control} name="title" label={t('Title')} autoFocus />
              <FormTextField
                control={form.control}
                name="description"
                label={t('Description')}
                multiline
                minRows={3}
              />
              <Controller
                control={form.control}
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
                      <Controller
                        control={form.control}
                        name={`storeLinks.${index}.platform`}
                        render={({ field }) => (
                          <TextField
                            select
                            label={t('Store')}
                            value={field.value}
                            onChange={field.onChange}
                            sx={{ width: 180, flexShrink: 0 }}
                          >
                            {gamePlatform.options.map((p) => (
                              <MenuItem key={p} value={p}>
                                {t(gamePlatformLabel[p])}
                              </MenuItem>
                            ))}
                          </TextField>
                        )}
                      />
                      <FormTextField
                        control={form.control}
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
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={pending}>
            {t('Cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="inherit"
            loading={pending}
            disabled={upload.isPending}
          >
            {product ? t('Save changes') : t('Add product')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
