// Entry of apply.html (/apply/{slug}): a live-capture campaign's public form, without the
// team app. `?embed=1`: inside the iframe of apply-embed.js.
import '../public-pages.css';
import { mainElement, startEmbed } from '../shell.ts';
import { readLocation, startApplyPage } from './apply-page.ts';

startEmbed(window.location.search);
void startApplyPage(mainElement(), readLocation(window.location.pathname, window.location.search));
