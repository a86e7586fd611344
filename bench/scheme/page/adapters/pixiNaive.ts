import { Application, Container, Graphics } from 'pixi.js';
import type { HallPayload } from '../../../../src/scheme-engine/model/hallPayload';
import { FREE, SELECTED, SOLD, VIEW_H, VIEW_W, type Adapter } from './types';

/** The naive PixiJS way: one Graphics object per seat, each with its own pointer listener. */
export function pixiNaiveAdapter(): Adapter {
  const app = new Application();
  const world = new Container();
  const adapter: Adapter = {
    onPressApplied: null,
    async mount(el: HTMLElement, hall: HallPayload) {
      await app.init({
        width: VIEW_W,
        height: VIEW_H,
        background: '#0e0f13',
        antialias: false,
        autoStart: false,
        preference: 'webgl',
      });
      el.appendChild(app.canvas);
      app.stage.addChild(world);
      const size = 24;
      for (const p of hall.places) {
        const g = new Graphics()
          .roundRect(-size / 2, -size / 2, size, size, 5)
          .fill(p.status ? FREE : SOLD);
        g.position.set(p.x, p.y);
        g.eventMode = 'static';
        g.cursor = 'pointer';
        let selected = false;
        g.on('pointertap', () => {
          const t0 = performance.now();
          selected = !selected;
          g.clear()
            .roundRect(-size / 2, -size / 2, size, size, 5)
            .fill(selected ? SELECTED : FREE);
          app.render();
          adapter.onPressApplied?.(performance.now() - t0);
        });
        world.addChild(g);
      }
      app.render();
    },
    setView(wx, wy, scale) {
      world.scale.set(scale);
      world.position.set(VIEW_W / 2 - wx * scale, VIEW_H / 2 - wy * scale);
    },
    render() {
      app.render();
    },
    gl() {
      return (app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl ?? null;
    },
  };
  return adapter;
}
