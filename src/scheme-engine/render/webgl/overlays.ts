/**
 * What is drawn over the static seat mesh: the selection (a few sprites, reused), the avatars
 * of other buyers, and the frame textures they share. Changing the selection moves sprites and
 * never touches the hall's buffers.
 */
import { Container, Sprite, Texture } from 'pixi.js';
import { FRAME_AVATAR_FALLBACK, FRAME_RING, FRAME_SELECTED, frameRect } from '../atlas';
import { loadAvatar } from './avatarTextures';
import { SEAT_FILL } from '../geometry';
import { type HallModel, seatIndex } from '../../model/hallModel';
import type { SeatId } from '../../model/hallPayload';
import { MAX_SELECTED_SPRITES } from '../scene';

export interface FrameTextures {
  selected: Texture;
  ring: Texture;
  avatarFallback: Texture;
}

function frameTexture(atlas: Texture, frame: number, full: boolean): Texture {
  return new Texture({ source: atlas.source, frame: frameRect(frame, full) as never });
}

/** Sub-textures of the atlas for the overlays; destroy them (not their source) with the hall. */
export function createFrameTextures(atlas: Texture): FrameTextures {
  return {
    selected: frameTexture(atlas, FRAME_SELECTED, false),
    ring: frameTexture(atlas, FRAME_RING, true),
    avatarFallback: frameTexture(atlas, FRAME_AVATAR_FALLBACK, true),
  };
}

export function destroyFrameTextures(t: FrameTextures): void {
  t.selected.destroy(false);
  t.ring.destroy(false);
  t.avatarFallback.destroy(false);
}

/** Shows the selection: sprite k covers the k-th chosen seat; spare sprites are hidden. */
export function placeSelection(
  layer: Container,
  model: HallModel,
  selection: readonly SeatId[],
  texture: Texture,
): void {
  const size = model.pitch * SEAT_FILL;
  let k = 0;
  for (const id of selection) {
    const i = seatIndex(model, id);
    if (i === undefined || k >= MAX_SELECTED_SPRITES) continue;
    let sprite = layer.children[k] as Sprite | undefined;
    if (!sprite) {
      sprite = new Sprite({ texture, anchor: 0.5 });
      layer.addChild(sprite);
    }
    sprite.visible = true;
    sprite.position.set(model.xs[i]!, model.ys[i]!);
    sprite.width = sprite.height = size;
    k++;
  }
  for (let j = k; j < layer.children.length; j++) layer.children[j]!.visible = false;
}

/**
 * Replaces the avatar sprites: each starts with the fallback and swaps to the image when it
 * loads (cached by URL). `stillCurrent` tells whether the hall is still the same when an image
 * arrives; `onLoaded` asks for a redraw.
 */
export function placeAvatars(
  layer: Container,
  model: HallModel,
  avatars: ReadonlyMap<SeatId, string>,
  fallback: Texture,
  stillCurrent: () => boolean,
  onLoaded: () => void,
): void {
  layer.removeChildren().forEach((c) => c.destroy());
  const size = model.pitch * SEAT_FILL * 0.92;
  for (const [id, url] of avatars) {
    const i = seatIndex(model, id);
    if (i === undefined) continue;
    const sprite = new Sprite({ texture: fallback, anchor: 0.5, width: size, height: size });
    sprite.position.set(model.xs[i]!, model.ys[i]!);
    layer.addChild(sprite);
    void loadAvatar(url).then((tex) => {
      if (!tex || sprite.destroyed || !stillCurrent()) return;
      sprite.texture = tex;
      sprite.width = sprite.height = size;
      onLoaded();
    });
  }
}
