export { RatingStars } from './RatingStars';
export type { RatingLabelArgs, RatingStarsProps } from './RatingStars';
