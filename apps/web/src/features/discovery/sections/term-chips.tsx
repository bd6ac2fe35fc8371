import type { DiscoveryRef } from '@app/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** One kind of a game's terms ("Genres") as chips; nothing when the game has none. */
export function TermChips({ title, terms }: { title: string; terms: readonly DiscoveryRef[] }) {
  if (!terms.length) return null;
  return (
    <Box>
      <Typography variant="overline" component="h4" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
        {terms.map((term) => (
          <Chip key={term.id} size="small" variant="outlined" label={term.name} dir="auto" />
        ))}
      </Box>
    </Box>
  );
}
