/** Browser entry point: registers the app's elements. The shell grows here (issue: browser app). */
import '../../components/parley-badge.ts';
