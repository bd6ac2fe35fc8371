// Entry of invite.html (/invite/{token}): the creator's invite page, without the team app.
import '../public-pages.css';
import { mainElement, pathSegment } from '../shell.ts';
import { startInvitePage } from './invite-page.ts';

void startInvitePage(mainElement(), pathSegment(window.location.pathname, 2));
