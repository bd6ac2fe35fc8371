import Avatar from '@mui/material/Avatar';
import { initialsOf } from './initials.ts';

/** A person's or creator's picture at the start of a table row; their initials without one. */
export function RowAvatar({
  src,
  name,
  email = name,
}: {
  src: string | null | undefined;
  name: string;
  /** Where the initials come from when the name is empty. */
  email?: string;
}) {
  return (
    <Avatar src={src ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14 }}>
      {initialsOf(name, email)}
    </Avatar>
  );
}
