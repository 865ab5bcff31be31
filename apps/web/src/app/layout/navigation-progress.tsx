import { useNavigation } from 'react-router';
import { TopProgressBar } from '../../shared/ui/top-progress-bar';

/** While a navigation loads the next page's chunk, a slim bar at the top shows progress (SPEC.md §2). */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <TopProgressBar />;
}
