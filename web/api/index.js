export { loadCalculator, CalculatorInputError } from './calculator.js';
