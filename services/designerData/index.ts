export * from '../contracts/designerData';
