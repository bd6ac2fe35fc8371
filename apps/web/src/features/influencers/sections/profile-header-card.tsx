import { type InfluencerDetail, influencerSourceLabel } from '@app/contract';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { initialsOf } from '../../../components/initials.ts';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { formatCompact, formatDay, hasAudienceNumbers } from '../../../format/format.ts';
import { countryName, languageName } from '../logic/locale-names.ts';
import { InfluencerStatusLabel } from './influencer-status-label.tsx';

/** One fact of the card; a wide one (tags, lists) takes two of the six columns. */
function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        minWidth: 0,
        gridColumn: wide ? { xs: 'span 2', sm: 'span 3', lg: 'span 2' } : undefined,
      }}
    >
      <Typography
        component="dt"
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body2', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

function Dash() {
  return (
    <Box component="span" sx={{ color: 'text.disabled' }}>
      —
    </Box>
  );
}

function Chips({ items }: { items: ReactNode[] }) {
  if (!items.length) return <Dash />;
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>{items}</Box>;
}

function WordChips({ words }: { words: string[] }) {
  return <Chips items={words.map((word) => <Chip key={word} size="small" label={word} />)} />;
}

/** The creator at a glance: who, where, how big, and what the team noted. */
export function ProfileHeaderCard({
  influencer,
  onEdit,
}: {
  influencer: InfluencerDetail;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const avatar = influencer.channels.find((c) => c.avatarUrl)?.avatarUrl ?? undefined;
  const platforms = [...new Set(influencer.channels.map((c) => c.type))];

  return (
    <Card sx={{ mb: 3 }}>
      <Box
        sx={(theme) => ({
          p: 3,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 3,
          background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.08)}, ${alpha(theme.palette.primary.main, 0)} 60%)`,
        })}
      >
        <Avatar
          src={avatar}
          alt=""
          sx={(theme) => ({
            width: 88,
            height: 88,
            fontSize: 32,
            border: `4px solid ${theme.palette.background.paper}`,
            boxShadow: theme.customShadows.z8,
          })}
        >
          {initialsOf(influencer.mediaName, influencer.mediaName)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
              {influencer.mediaName}
            </Typography>
            <InfluencerStatusLabel status={influencer.status} />
            {platforms.map((type) => (
              <PlatformIcon key={type} type={type} />
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {[
              influencer.name,
              hasAudienceNumbers(influencer.channels)
                ? t('{{value}} subscribers', { value: formatCompact(influencer.subscribersCount) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {influencer.email ? (
            <Link
              href={`mailto:${influencer.email}`}
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 1 }}
            >
              <MailOutlineRounded fontSize="small" />
              {influencer.email}
            </Link>
          ) : null}
        </Box>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          sx={{ flexShrink: 0 }}
        >
          {t('Edit')}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={(theme) => ({
          m: 0,
          p: 3,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          borderTop: `1px dashed ${theme.palette.divider}`,
        })}
      >
        <Fact label={t('Country')}>{countryName(influencer.country) ?? <Dash />}</Fact>
        <Fact label={t('Language')}>{languageName(influencer.language) ?? <Dash />}</Fact>
        <Fact label={t('Source')}>{t(influencerSourceLabel[influencer.source])}</Fact>
        <Fact label={t('Rating')}>
          {influencer.rating === null ? (
            <Dash />
          ) : (
            <Rating value={influencer.rating} readOnly size="small" aria-label={t('Rating')} />
          )}
        </Fact>
        <Fact label={t('Added')}>{formatDay(influencer.createdAt)}</Fact>
        <Fact label={t('Last activity')}>{formatDay(influencer.lastActivityAt)}</Fact>
        <Fact wide label={t('Tags')}>
          <WordChips words={influencer.tags} />
        </Fact>
        <Fact wide label={t('Audiences')}>
          <WordChips words={influencer.audiences} />
        </Fact>
        <Fact wide label={t('Lists')}>
          <Chips
            items={influencer.lists.map((list) => (
              <Chip
                key={list.id}
                size="small"
                variant="outlined"
                label={list.name}
                component={RouterLink}
                to={`/influencers?list=${list.id}`}
                clickable
              />
            ))}
          />
        </Fact>
      </Box>
    </Card>
  );
}
