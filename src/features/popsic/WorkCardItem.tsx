import { Link as RouterLink } from 'react-router-dom';
import type { WorkCard } from '../../schemas/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import css from './WorkCardItem.module.css';

const t = popsicPagesMsg;

/**
 * One work as a card (000 §3 card: cover, title, author, likes, comments), a link to its detail. `number`
 * shows 2023-02's numbered items (000 §2.3). Plain elements and static CSS: a page renders dozens of
 * them, and MUI's per-component styles cost a phone's main thread several milliseconds a card
 * (decision 0060).
 */
export function WorkCardItem({
  card,
  to,
  number,
  heading: Heading = 'h3',
}: {
  card: WorkCard;
  to: string;
  number?: number;
  /** The title's level: h3 under a section's heading, h2 where the list is the page's content. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <li className={css.item} data-testid="work-card">
      <RouterLink to={to} className={css.card}>
        <div className={css.cover}>
          {card.coverUrl ? <img src={card.coverUrl} alt="" loading="lazy" width={320} height={200} /> : null}
          {number !== undefined ? (
            <span className={css.number} data-testid="work-number">
              {number}
            </span>
          ) : null}
        </div>
        <div className={css.body}>
          <Heading className={css.title}>{card.title}</Heading>
          {card.name ? <p className={css.name}>{card.name}</p> : null}
          <p className={css.meta}>
            {t.cardLikes(card.likedNumber)} · {t.cardComments(card.commentNumber)}
          </p>
        </div>
      </RouterLink>
    </li>
  );
}
