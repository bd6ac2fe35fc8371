import type { Product } from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ChipList } from '../../../components/chip-list.tsx';
import { dayColumn } from '../../../components/data-grid/day-column.ts';
import { rowActionsColumn } from '../../../components/data-grid/row-actions.tsx';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { titleColumn } from '../../../components/data-grid/title-column.ts';
import { platformLabels } from './game-platform-select.tsx';

/** The products grid's columns; the title opens the product, the last column its menu. */
export function useProductColumns(
  onEdit: (product: Product) => void,
  onOpenMenu: (anchor: HTMLElement, product: Product) => void,
): GridColDef<Product>[] {
  const { t } = useTranslation();
  return [
    titleColumn<Product>('title', t('Product'), 280, (row) => (
      <TitleCell
        leading={
          <Avatar
            variant="rounded"
            src={row.image?.url}
            alt=""
            sx={{ width: 64, height: 40, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <SportsEsportsOutlined sx={{ color: 'text.disabled' }} />
          </Avatar>
        }
        title={row.title}
        onClick={() => onEdit(row)}
        subtitle={row.description}
      />
    )),
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
    dayColumn('updatedAt', t('Updated'), 140),
    rowActionsColumn<Product>({
      name: (row) => t('Actions for {{name}}', { name: row.title }),
      onOpen: onOpenMenu,
    }),
  ];
}
