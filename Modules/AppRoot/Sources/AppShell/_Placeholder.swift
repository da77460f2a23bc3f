// Placeholder so the target builds while the module is written; delete it once the module has code.
