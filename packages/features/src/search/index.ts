export { SearchResultsScreen, type SearchResultsScreenProps } from './SearchResultsScreen';
