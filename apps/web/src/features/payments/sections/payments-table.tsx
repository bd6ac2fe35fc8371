import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatDate } from '../logic/format-date.ts';
import { formatUsd } from '../logic/format-usd.ts';
import { PAYMENTS_PAGE_SIZE, type Page } from '../logic/paginate.ts';
import { paymentHref } from '../logic/payment-href.ts';
import type { SamplePayment } from '../logic/sample/types.ts';
import { InfluencerAvatar } from './influencer-avatar.tsx';
import { PaymentStatusLabel } from './payment-status-label.tsx';
import { PaymentsEmptyState } from './payments-empty-state.tsx';

interface PaymentsTableProps {
  page: Page<SamplePayment>;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

export function PaymentsTable({ page, onPageChange, onClearFilters }: PaymentsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table sx={{ minWidth: 860 }} aria-label={t('Payments')}>
          <TableHead>
            <TableRow>
              <TableCell sortDirection="asc">{t('Influencer')}</TableCell>
              <TableCell>{t('Campaign')}</TableCell>
              <TableCell>{t('Created')}</TableCell>
              <TableCell>{t('Paid on')}</TableCell>
              <TableCell align="right">{t('Amount')}</TableCell>
              <TableCell>{t('Status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.rows.map((payment) => (
              <TableRow
                key={payment.id}
                hover
                data-testid="payment-row"
                onClick={() => navigate(paymentHref(payment.id))}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <InfluencerAvatar influencer={payment.influencer} />
                    <Box sx={{ minWidth: 0 }}>
                      <Link
                        component={RouterLink}
                        to={paymentHref(payment.id)}
                        onClick={(event) => event.stopPropagation()}
                        color="inherit"
                        underline="hover"
                        variant="subtitle2"
                        noWrap
                        sx={{ display: 'block' }}
                      >
                        {payment.influencer.mediaName}
                      </Link>
                      <Typography variant="body2" sx={{ color: 'text.disabled' }} noWrap>
                        {payment.id}
                      </Typography>
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2" noWrap title={payment.campaign.name}>
                    {payment.campaign.name}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payment.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {payment.paidAt ? formatDate(payment.paidAt) : '—'}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                >
                  {formatUsd(payment.amount)}
                </TableCell>
                <TableCell>
                  <PaymentStatusLabel status={payment.status} />
                </TableCell>
              </TableRow>
            ))}
            {page.total === 0 ? (
              <TableRow>
                <TableCell colSpan={6} sx={{ borderBottom: 'none' }}>
                  <PaymentsEmptyState onClearFilters={onClearFilters} />
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page.total}
        page={page.page}
        rowsPerPage={PAYMENTS_PAGE_SIZE}
        rowsPerPageOptions={[PAYMENTS_PAGE_SIZE]}
        onPageChange={(_, next) => onPageChange(next)}
        labelRowsPerPage={t('Rows per page')}
        labelDisplayedRows={({ from, to, count }) =>
          t('{{from}}–{{to}} of {{count}}', { from, to, count })
        }
        sx={(theme) => ({ borderTop: `1px dashed ${theme.palette.divider}` })}
      />
    </>
  );
}
