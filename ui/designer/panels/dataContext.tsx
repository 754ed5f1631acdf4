import { createContext, useContext, type ReactNode } from 'react';
import type { DesignerData } from '../../../services/contracts/designerData';

const DesignerDataContext = createContext<DesignerData | null>(null);

/** The server calls panels use; the designer page gives the real ones, tests give fakes. */
export function DesignerDataProvider({ data, children }: { data: DesignerData; children: ReactNode }) {
  return <DesignerDataContext.Provider value={data}>{children}</DesignerDataContext.Provider>;
}

export function useDesignerData(): DesignerData {
  const data = useContext(DesignerDataContext);
  if (!data) throw new Error('useDesignerData outside DesignerDataProvider');
  return data;
}
