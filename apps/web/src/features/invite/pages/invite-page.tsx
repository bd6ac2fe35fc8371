import type { PublicInvite } from '@app/contract';
import { CampaignInfluencerStatus } from '@app/contract/enums.ts';
import { messages } from '@app/contract/messages.ts';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BadRequestError, CancelledError, errorMessage } from '../../../api/errors.ts';
import { CoverImage } from '../../../components/cover-image.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExternalLinkButton } from '../../../components/external-link-button.tsx';
import { OutlinedField } from '../../../components/form/outlined-field.tsx';
import { Label } from '../../../components/label.tsx';
import { VideoRow } from '../../../components/video-row.tsx';
import { formatDay } from '../../../format/format.ts';
import { formatMoney } from '../../campaigns/logic/money.ts';
import { postUrlError } from '../../campaigns/logic/post-url-error.ts';
import { workflowStatusColor } from '../../campaigns/logic/workflow-status-color.ts';
import { InviteKeySection } from '../../redeem-codes/sections/invite-key-section.tsx';
import { getInvite, submitInvitePost } from '../api/invite-api.ts';

const S = CampaignInfluencerStatus;

// The store names of the contract's platform ids, without importing the contract's schemas.
const storeName: Record<string, string> = {
  steam: 'Steam',
  epic: 'Epic Games Store',
  gog: 'GOG',
  xbox: 'Xbox',
  playstation: 'PlayStation',
  switch: 'Nintendo Switch',
  itch: 'itch.io',
  other: 'Store page',
};

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; invite: PublicInvite };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Prose({ text }: { text: string }) {
  return (
    <Typography
      variant="body1"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.secondary' }}
    >
      {text}
    </Typography>
  );
}

/** /invite/{token}: what a creator reads from their invite email. No login, a small bundle. */
export function InvitePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getInvite(token, controller.signal).then(
      (invite) => setState({ kind: 'ready', invite }),
      (error: unknown) => {
        if (error instanceof CancelledError) return;
        if (error instanceof BadRequestError && (error.status === 404 || error.status === 400))
          setState({ kind: 'missing' });
        else setState({ kind: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (state.kind === 'ready')
      document.title = `${state.invite.campaign.name} · ${state.invite.product.title}`;
  }, [state]);

  if (state.kind === 'loading') {
    return (
      <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <Skeleton variant="text" sx={{ fontSize: 32, width: '70%' }} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (state.kind === 'missing' || state.kind === 'failed') {
    return (
      <EmptyState
        icon={<LinkOffOutlined />}
        title={
          state.kind === 'missing'
            ? t('This invitation link does not work')
            : t('Something went wrong')
        }
        description={
          state.kind === 'missing'
            ? t(
                'Check that you opened the whole link from your invite email, or ask the team that invited you for a new one.',
              )
            : t(state.message)
        }
      />
    );
  }
  return (
    <Invite
      token={token}
      invite={state.invite}
      onChange={(invite) => setState({ kind: 'ready', invite })}
    />
  );
}

/** The invite as loaded, and how a submitted post updates it. */
type InviteProps = {
  token: string;
  invite: PublicInvite;
  onChange: (invite: PublicInvite) => void;
};

function Invite({ token, invite, onChange }: InviteProps) {
  const { t } = useTranslation();
  const { campaign, product, creator, posts } = invite;
  const art = campaign.imageUrl ?? product.imageUrl;
  const paid = campaign.type === 'paid';
  const files = [campaign.briefFile, campaign.instructionsFile].filter((f) => f !== null);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2.5, sm: 3 } }}>
      <Paper
        sx={(theme) => ({
          overflow: 'hidden',
          borderRadius: 2,
          position: 'relative',
          color: 'common.white',
          bgcolor: theme.palette.grey[900],
          minHeight: { xs: 220, sm: 300 },
          display: 'flex',
          alignItems: 'flex-end',
        })}
      >
        <CoverImage src={art} />
        <Box
          sx={(theme) => ({
            position: 'relative',
            width: 1,
            p: { xs: 2.5, sm: 4 },
            pt: { xs: 8, sm: 12 },
            background: `linear-gradient(to top, ${alpha(theme.palette.grey[900], 0.92)}, ${alpha(theme.palette.grey[900], 0.2)} 80%, transparent)`,
          })}
        >
          <Typography variant="overline" sx={{ opacity: 0.8 }}>
            {product.title}
          </Typography>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: 28, sm: 40 }, lineHeight: 1.15 }}
          >
            {campaign.name}
          </Typography>
          {campaign.finishedAt ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1.5, opacity: 0.9 }}>
              <EventOutlined fontSize="small" />
              <Typography variant="body2">
                {t('Publish by {{date}}', { date: formatDay(campaign.finishedAt) })}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </Paper>

      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1">
            {t('Hi {{name}}', { name: creator.mediaName })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {paid && creator.revenueAmount !== null
              ? creator.postCount
                ? t('Your deal: {{amount}} for {{count}} posts.', {
                    amount: formatMoney(creator.revenueAmount),
                    count: creator.postCount,
                    defaultValue_one: 'Your deal: {{amount}} for {{count}} post.',
                  })
                : t('Your deal: {{amount}}.', { amount: formatMoney(creator.revenueAmount) })
              : t('You are invited to cover {{title}}.', { title: product.title })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('Your status')}
          </Typography>
          <Label color={workflowStatusColor[creator.status]}>{t(creator.statusLabel)}</Label>
        </Box>
      </Paper>

      {campaign.brief ? (
        <Section title={t('Brief')}>
          <Prose text={campaign.brief} />
        </Section>
      ) : null}
      {campaign.instructions ? (
        <Section title={t('Instructions')}>
          <Prose text={campaign.instructions} />
        </Section>
      ) : null}

      {files.length || product.storeLinks.length ? (
        <Section title={t('Files and links')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {files.map((file) => (
              <Button
                key={file.url}
                component="a"
                href={file.url}
                target="_blank"
                rel="noopener"
                download
                variant="outlined"
                color="inherit"
                startIcon={<DownloadOutlined />}
              >
                {file.label || t('Download file')}
              </Button>
            ))}
            {product.storeLinks.map((link) => (
              <ExternalLinkButton key={link.url} href={link.url}>
                {storeName[link.platform] ?? t('Store page')}
              </ExternalLinkButton>
            ))}
          </Box>
        </Section>
      ) : null}

      <Section title={t('Get my key')}>
        <InviteKeySection token={token} />
      </Section>

      <SubmitPost token={token} invite={invite} onChange={onChange} />

      {posts.length ? (
        <Section title={t('Your posts')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {posts.map((post) => (
              <VideoRow
                key={post.url}
                component="li"
                video={post}
                caption={
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {post.publishedAt
                      ? t('Published {{date}}', { date: formatDay(post.publishedAt) })
                      : t('Received')}
                  </Typography>
                }
              />
            ))}
          </Box>
        </Section>
      ) : null}
    </Box>
  );
}

function SubmitPost({ token, invite, onChange }: InviteProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const { creator, campaign } = invite;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) {
      setError(t(messages.urlIsEmpty));
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      onChange(await submitInvitePost(token, url.trim()));
      setUrl('');
      setDone(true);
    } catch (failure) {
      const refusal = postUrlError(failure) ?? errorMessage(failure);
      // The team's words for a refused link, said the way a creator reads them.
      setError(
        refusal === messages.influencerChannelNotFound
          ? t(
              'This video is not on your channel. Submit a video from the channel you were invited with.',
            )
          : refusal === messages.influencerChannelPostNotFound
            ? t('We could not find this video. Check the link, and that the video is public.')
            : t(refusal),
      );
    } finally {
      setSending(false);
    }
  };

  if (!invite.canSubmitPost) {
    const why = campaign.isClosed
      ? t('This campaign is closed and no longer takes posts.')
      : creator.status === S.Pending
        ? t('You can submit your video here once the team invites you.')
        : creator.status === S.Rejected
          ? t('This invitation is no longer active.')
          : creator.status === S.Paid
            ? t('You are all set: this collaboration is complete and paid. Thank you!')
            : t('This invitation does not take posts any more.');
    return (
      <Section title={t('Submit your video or stream')}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {why}
        </Typography>
      </Section>
    );
  }

  return (
    <Section title={t('Submit your video or stream')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Paste the link once it is live: a YouTube video, short or stream, or a Twitch video. It must be on your own channel.',
        )}
      </Typography>
      {done ? (
        <Alert icon={<CheckCircleOutlined />} severity="success" sx={{ mb: 2 }}>
          {t('Thanks! Your post was received and is listed below.')}
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
        }}
      >
        <OutlinedField
          name="url"
          label={t('Video or stream URL')}
          value={url}
          onChange={(value) => {
            setUrl(value);
            setDone(false);
          }}
          error={error}
          type="url"
          inputMode="text"
          placeholder="https://www.youtube.com/watch?v=…"
          autoComplete="url"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {t('Submit')}
        </Button>
      </Box>
    </Section>
  );
}
