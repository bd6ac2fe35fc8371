import {
  type GamePlatform,
  gamePlatform,
  gamePlatformLabel,
  messages,
  type Product,
  type ProductListRequest,
  productSortFields,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors.ts';
import { paths } from '../../app/paths.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { isRowSelected } from '../../components/data-grid/grid-selection.ts';
import { RowActionsMenu, rowActionsColumn } from '../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../components/data-grid/server-data-grid.tsx';
import { useServerGrid } from '../../components/data-grid/use-server-grid.ts';
import { SearchField } from '../../components/search-field.tsx';
import { useDebouncedValue } from '../../components/use-debounced-value.ts';
import { formatDay } from '../influencers/logic/format.ts';
import { ChipList } from '../influencers/sections/chip-list.tsx';
import { platformLabels } from './game-platform-select.tsx';
import { ProductDialog } from './product-dialog.tsx';
import { useDeleteProducts, useProducts } from './products-api.ts';

type SortField = (typeof productSortFields)[number];
const emptySelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Settings > Products: the games campaigns promote. */
export function ProductsTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const grid = useServerGrid({
    sortFields: productSortFields,
    defaultSort: { field: 'title', order: 'asc' },
  });
  const [search, setSearch] = useState('');
  const [platform, setPlatform] = useState<GamePlatform | ''>('');
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [dialog, setDialog] = useState<{ open: boolean; product: Product | null }>({
    open: false,
    product: null,
  });
  const [confirm, setConfirm] = useState<Product[] | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; product: Product } | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const remove = useDeleteProducts();

  const params = useMemo<ProductListRequest>(
    () => ({
      ...grid.request,
      search: debouncedSearch || undefined,
      filters: platform ? { platform: [platform] } : undefined,
    }),
    [grid.request, debouncedSearch, platform],
  );

  const products = useProducts(params);
  const rows = products.data?.items ?? [];
  const selected = rows.filter((row) => isRowSelected(selection, row.id));
  const filtered = Boolean(debouncedSearch || platform);
  const { resetPage } = grid;

  const removeProducts = (targets: Product[]) => {
    remove.mutate(
      targets.map((p) => p.id),
      {
        onSuccess: ({ results }) => {
          setConfirm(null);
          setSelection(emptySelection);
          const ok = results.filter((r) => r.ok).length;
          if (ok)
            enqueueSnackbar(t('Deleted {{count}} product(s)', { count: ok }), {
              variant: 'success',
            });
          for (const failed of results.filter((r) => !r.ok)) {
            const title = targets.find((p) => p.id === failed.id)?.title ?? failed.id;
            const reason = failed.reason ? ` ${t(failed.reason)}` : '';
            enqueueSnackbar(
              `${t(failed.message ?? messages.errorDeletingProduct)} "${title}".${reason}`,
              { variant: 'error' },
            );
          }
        },
        onError: (error) => {
          setConfirm(null);
          enqueueSnackbar(`${t(messages.errorDeletingProduct)}: ${t(errorMessage(error))}`, {
            variant: 'error',
          });
        },
      },
    );
  };

  const columns: GridColDef<Product>[] = [
    {
      field: 'title',
      headerName: t('Product'),
      flex: 1,
      minWidth: 280,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={row.image?.url}
            alt=""
            sx={{ width: 64, height: 40, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <SportsEsportsOutlined sx={{ color: 'text.disabled' }} />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              variant="subtitle2"
              color="text.primary"
              underline="hover"
              onClick={() => setDialog({ open: true, product: row })}
              sx={{ display: 'block', maxWidth: 1, textAlign: 'start' }}
              noWrap
            >
              {row.title}
            </Link>
            {row.description ? (
              <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                {row.description}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ),
    },
    {
      field: 'platforms',
      headerName: t('Platforms'),
      width: 260,
      sortable: false,
      renderCell: ({ row }) => <ChipList items={platformLabels(row.platforms, t)} max={2} />,
    },
    {
      field: 'storeLinks',
      headerName: t('Store links'),
      width: 120,
      sortable: false,
      type: 'number',
      valueGetter: (_value, row) => row.storeLinks.length,
    },
    {
      field: 'campaignsCount',
      headerName: t('Campaigns'),
      type: 'number',
      width: 120,
      renderCell: ({ row }) =>
        row.campaignsCount ? (
          <Link
            component={RouterLink}
            to={`${paths.campaigns}?product=${row.id}`}
            variant="body2"
            underline="hover"
          >
            {row.campaignsCount}
          </Link>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'text.disabled' }}>
            0
          </Typography>
        ),
    },
    {
      field: 'updatedAt',
      headerName: t('Updated'),
      width: 140,
      valueFormatter: (value: string) => formatDay(value),
    },
    rowActionsColumn<Product>({
      name: (row) => t('Actions for {{name}}', { name: row.title }),
      onOpen: (anchor, product) => setMenu({ anchor, product }),
    }),
  ];

  const menuProduct = menu?.product;

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
        <SearchField
          value={search}
          onChange={(value) => {
            setSearch(value);
            resetPage();
          }}
          placeholder={t('Search products…')}
          ariaLabel={t('Search products')}
        />
        <TextField
          select
          label={t('Platform')}
          value={platform}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          onChange={(e) => {
            setPlatform(e.target.value as GamePlatform | '');
            resetPage();
          }}
          sx={{ width: { xs: 1, sm: 200 } }}
        >
          <MenuItem value="">{t('All platforms')}</MenuItem>
          {gamePlatform.options.map((p) => (
            <MenuItem key={p} value={p}>
              {t(gamePlatformLabel[p])}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1.5, marginInlineStart: { sm: 'auto' } }}>
          {selected.length ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => setConfirm(selected)}
            >
              {t('Delete ({{count}})', { count: selected.length })}
            </Button>
          ) : null}
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setDialog({ open: true, product: null })}
          >
            {t('Add product')}
          </Button>
        </Box>
      </Box>

      <ServerDataGrid<Product, SortField>
        label={t('Products')}
        grid={grid}
        query={products}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        rowHeight={72}
        errorTitle={t('Could not load products')}
        empty={{
          icon: <Inventory2Outlined />,
          title: filtered ? t('No products match') : t('No products yet'),
          description: filtered
            ? t('Try another search or clear the filters.')
            : t(
                'Add the games you promote, with their cover and store links. Campaigns are built on a product.',
              ),
        }}
      />

      <RowActionsMenu
        anchor={menu?.anchor}
        onClose={() => setMenu(null)}
        actions={
          menuProduct
            ? [
                {
                  key: 'edit',
                  label: t('Edit'),
                  icon: <EditOutlined fontSize="small" />,
                  onClick: () => setDialog({ open: true, product: menuProduct }),
                },
                {
                  key: 'delete',
                  label: t('Delete'),
                  icon: <DeleteOutlined fontSize="small" />,
                  danger: true,
                  onClick: () => setConfirm([menuProduct]),
                },
              ]
            : []
        }
      />

      <ProductDialog
        open={dialog.open}
        product={dialog.product}
        onClose={() => setDialog({ open: false, product: null })}
      />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('Delete products')}
        content={
          confirm?.length === 1
            ? t('Delete "{{name}}"? A product used by campaigns cannot be deleted.', {
                name: confirm[0]?.title,
              })
            : t('Delete {{count}} products? Products used by campaigns are kept.', {
                count: confirm?.length ?? 0,
              })
        }
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => confirm && removeProducts(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
