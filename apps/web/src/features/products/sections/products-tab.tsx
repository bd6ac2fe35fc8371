import {
  type GamePlatform,
  gamePlatform,
  gamePlatformLabel,
  type Product,
  productSortFields,
} from '@app/contract';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { DeleteRowsDialog } from '../../../components/data-grid/delete-rows-dialog.tsx';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useDeletableRows } from '../../../components/data-grid/use-bulk-delete.ts';
import {
  deleteSelected,
  useEditableList,
  useGridFilter,
} from '../../../components/data-grid/use-editable-list.ts';
import { useLabelledOptions } from '../../../components/use-labelled-options.ts';
import { useDeleteProducts, useProducts } from '../api/products-api.ts';
import { ProductDialog } from '../dialogs/product-dialog.tsx';
import { useProductColumns } from './product-columns.tsx';

type SortField = (typeof productSortFields)[number];

/** Settings > Products: the games campaigns promote. */
export function ProductsTab() {
  const { t } = useTranslation();
  const platformOptions = useLabelledOptions(gamePlatform.options, gamePlatformLabel);
  const { grid, search, dialog, menu, common } = useEditableList<Product, SortField>({
    table: 'products',
    sortFields: productSortFields,
    defaultSort: { field: 'title', order: 'asc' },
  });
  const [platform, setPlatform] = useGridFilter<GamePlatform>(grid.resetPage);

  const products = useProducts(
    listRequest(grid, search, platform ? { platform: [platform] } : undefined),
  );
  const { selection, remove } = useDeletableRows(
    products.data?.items,
    useDeleteProducts(),
    (ids) => ids,
  );
  const filtered = Boolean(search.debounced || platform);
  const columns = useProductColumns(dialog.edit, menu.open);

  return (
    <Card>
      <GridToolbar
        view={grid}
        search={{ ...search, placeholder: t('Search products…'), ariaLabel: t('Search products') }}
        filters={
          <FilterSelect
            label={t('Platform')}
            value={platform}
            onChange={setPlatform}
            allLabel={t('All platforms')}
            options={platformOptions}
            width={200}
          />
        }
        selection={deleteSelected(selection, remove)}
        add={{ label: t('Add product'), onClick: dialog.add }}
      />

      <ServerDataGrid<Product, SortField>
        label={t('Products')}
        grid={grid}
        query={products}
        columns={columns}
        selection={selection}
        rowHeight={72}
        errorTitle={t('Could not load products')}
        empty={{
          icon: <Inventory2Outlined />,
          title: t('No products yet'),
          description: t(
            'Add the games you promote, with their cover and store links. Campaigns are built on a product.',
          ),
          noMatch: filtered && { title: t('No products match') },
        }}
      />

      <RowActionsMenu
        menu={menu}
        actions={(product) => [
          common.edit(() => dialog.edit(product)),
          common.remove(() => remove.ask([product])),
        ]}
      />

      {dialog.open ? <ProductDialog product={dialog.item} onClose={dialog.close} /> : null}
      <DeleteRowsDialog
        state={remove}
        title={t('Delete products')}
        one={(product) =>
          t('Delete "{{name}}"? A product used by campaigns cannot be deleted.', {
            name: product.title,
          })
        }
        many={(count) =>
          t('Delete {{count}} products? Products used by campaigns are kept.', { count })
        }
      />
    </Card>
  );
}
