import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TRADE_PANEL_UNAVAILABLE } from './trade-panel-texts';

/** In the panel's (or a part's) place when its code cannot be fetched: the listing stays on screen. */
export function TradePanelUnavailable() {
  return (
    <Notice tone="error">
      <p>{TRADE_PANEL_UNAVAILABLE}</p>
      <Button variant="outline" className="mt-3" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        Sayfayı Yenile
      </Button>
    </Notice>
  );
}
