/**
 * How the engine's static geometry is drawn (decision 035e): a pixi RenderContainer that draws
 * index ranges of quad geometries with pixi's own mesh program (the same compiled program as
 * pixi's meshes), one texture and one tint, in its parent's space. What to draw is asked of
 * `ranges` every frame, so a caller can draw only the part of a geometry in view without a
 * display object per part; the uniforms are synced once per frame, not per range. Compared
 * with a pixi Mesh it also skips the mesh pipe's per-frame resource re-assignment and uniform
 * sync (~0.07 ms per mesh per frame here against ~0.03).
 */
import {
  BindGroup,
  Color,
  compileHighShaderGlProgram,
  type Geometry,
  getAdjustedBlendModeBlend,
  localUniformBitGl,
  Matrix,
  RenderContainer,
  type Renderer,
  roundPixelsBitGl,
  Shader,
  State,
  type Texture,
  textureBitGl,
  UniformGroup,
  type WebGLRenderer,
} from 'pixi.js';

/** Draws index range [start, start + size) of `geometry` (in indices, 6 per quad). */
export type DrawRange = (geometry: Geometry, start: number, size: number) => void;

export interface QuadRangesOptions {
  texture: Texture;
  /** Multiplies the texture's colour; white by default. */
  tint?: number;
  /** Called every frame: draws what is to be shown. */
  ranges: (draw: DrawRange) => void;
  /** A geometry this drawing owns: freed (with its buffers) when it is destroyed. */
  owned?: Geometry;
  /** Drawn without blending (a picture painted over the background). */
  opaque?: boolean;
}

export class QuadRanges extends RenderContainer {
  private readonly shader: Shader;
  private readonly local = new UniformGroup({
    uTransformMatrix: { value: new Matrix(), type: 'mat3x3<f32>' },
    uColor: { value: new Float32Array([1, 1, 1, 1]), type: 'vec4<f32>' },
    uRound: { value: 0, type: 'f32' },
  });
  private readonly localGroup = new BindGroup({ 0: this.local });
  private readonly drawState = State.for2d();
  private readonly ranges: (draw: DrawRange) => void;
  private readonly owned: Geometry | null;
  private target: WebGLRenderer | null = null;
  private first = true;

  constructor(options: QuadRangesOptions) {
    super({});
    const { texture, ranges } = options;
    this.ranges = ranges;
    this.owned = options.owned ?? null;
    const [r, g, b] = new Color(options.tint ?? 0xffffff).toArray();
    this.local.uniforms.uColor.set([r!, g!, b!, 1]);
    this.drawState.blend = !options.opaque;
    this.shader = new Shader({
      glProgram: compileHighShaderGlProgram({
        name: 'mesh',
        bits: [localUniformBitGl, textureBitGl, roundPixelsBitGl],
      }),
      resources: {
        uTexture: texture.source,
        uSampler: texture.source.style,
        textureUniforms: {
          uTextureMatrix: { type: 'mat3x3<f32>', value: new Matrix() },
        },
      },
    });
    this.setTexture(texture);
  }

  /** Draws from `texture` from now on (a picture redrawn into a new render texture). */
  setTexture(texture: Texture): void {
    this.shader.resources.uTexture = texture.source;
    this.shader.resources.uSampler = texture.source.style;
    this.drawState.blendMode = getAdjustedBlendModeBlend('normal', texture.source);
  }

  override render(renderer: Renderer): void {
    const gl = renderer as WebGLRenderer;
    this.local.uniforms.uTransformMatrix = this.groupTransform;
    this.local.update();
    this.shader.groups[100] = gl.globalUniforms.bindGroup;
    this.shader.groups[101] = this.localGroup;
    this.target = gl;
    this.first = true;
    this.ranges(this.drawRange);
    this.target = null;
  }

  private readonly drawRange: DrawRange = (geometry, start, size) => {
    if (size <= 0 || !this.target) return;
    this.target.encoder.draw({
      geometry,
      shader: this.shader,
      state: this.drawState,
      start,
      size,
      // The uniforms are the same for every range of this frame: sync them once.
      skipSync: !this.first,
    });
    this.first = false;
  };

  override destroy(): void {
    this.shader.destroy();
    // With its buffers: pixi's timed GC is off (pixiScene.ts), nothing else would free them.
    this.owned?.destroy(true);
    super.destroy();
  }
}
