// The hostile-input walk (hostile-walk.ts) over catalog routes; the four parts run side by side.
import { hostileInputSuite, routeGroups } from './hostile-walk.js';

hostileInputSuite(routeGroups.catalog);
