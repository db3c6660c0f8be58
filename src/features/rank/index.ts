/** What other features use from the leaderboard: the board itself (the user centre's item 4). */
export { RankBoard } from './RankBoard';
