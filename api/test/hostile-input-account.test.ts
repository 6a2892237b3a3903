// The hostile-input walk (hostile-walk.ts) over account routes; the four parts run side by side.
import { hostileInputSuite, routeGroups } from './hostile-walk.js';

hostileInputSuite(routeGroups.account);
