import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';

export type TablePaging = {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new page size starts again at the first page. */
  setPageSize: (size: number) => void;
};

/** The page and page size of a plain (non-grid) table fetched page by page; 10 rows first. */
export function useTablePaging(): TablePaging {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState(10);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setSize(size);
      setPage(0);
    },
  };
}

/** The pager under such a table: 10, 25 or 50 rows a page. */
export function TablePager({ paging, count }: { paging: TablePaging; count: number }) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[10, 25, 50]}
      onPageChange={(_, next) => paging.setPage(next)}
      onRowsPerPageChange={(e) => paging.setPageSize(Number(e.target.value))}
    />
  );
}
