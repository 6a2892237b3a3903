// The routes' way to a customer's contracts. Each operation is one query function today, which checks that
// the contract is the user's itself; logic that grows around them belongs here, not in the routes.
export { contractTransactions, listContracts, selectContract, showContract } from './queries.js';
