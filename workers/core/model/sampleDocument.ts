/**
 * A saved work (current format) with one layer of every type and most fields away from
 * their defaults. Tests use it; it is also a handy scene for render golden images.
 */
export function sampleDocumentJson(): Record<string, unknown> {
  const shadow = { shadowBlur: 12, shadowX: 6, shadowY: 8, shadowColor: 'rgba(0,0,0,0.5)', shadowOpacity: 0.6, shadowAngle: 53.130102, shadowDistance: 10 };
  return {
    schemaVersion: 3,
    size: { width: 1000, height: 800 },
    layers: [
      {
        type: 'rect', id: 'bg', width: 1000, height: 800, fill: '#fafafa', url: '', imgsize: 'cover',
        gradient: { x1: 0, y1: 0, x2: 0, y2: 800, colorStops: [{ offset: 0, color: '#fff' }, { offset: 1, color: '#eee' }] },
      },
      {
        type: 'text', id: 'title', x: 200, y: 100, width: 600, height: 120, rotate: 5, scale: 1.2,
        text: '标志设计', fontName: 'LXGW WenKai', fontSize: 96, vip: true, template: 'title', underLine: true,
        deleteLine: false, italic: true, bold: true, letterSpacing: 4, lineSpace: 10, align: 'left', vertical: false,
        texture: '', isArt: false, shadow: true, fill: '#c0392b', stroke: '#000', lineWidth: 2, angle: 30,
        pathArr: ['M0 0L10 10Z'], dataArr: [{ d: 'M0 0L10 10Z', x: 0, y: 0, width: 10, height: 10 }],
        transform: 'translate(0 0)', complete: true, boldStroke: 3.2, ...shadow,
        gradient: true, gradientStyle: 'radial', gradientDeg: 45,
        gradientColors: [{ hex: '#ff0000', rgba: 'rgba(255,0,0,1)', color: '#ff0000', pst: 0 }, { hex: '#0000ff', rgba: 'rgba(0,0,255,1)', color: 'blue', pst: 100 }],
        strokeGradient: { x1: 0, y1: 0, x2: 600, y2: 0, colorStops: [{ offset: 0, color: 'red' }, { offset: 1, color: 'gold' }], colors: ['red', 'gold'], style: 'linear', deg: 90 },
      },
      {
        type: 'square', id: 'shape', x: 100, y: 300, width: 200, height: 200, shapeType: 'circle', rx: 10, ry: 10,
        startx: 0, endx: 200, starty: 0, endy: 200, strokeDasharray: [6, 3], fill: '#2980b9', stroke: '#ffffff',
        lineWidth: 4, opacity: 0.8, blur: 1, brightness: 1.1, saturate: 1.2, hueRotate: 15, contrast: 0.9, sharpen: 0.5,
        bg: 'transparent', flip: true, ...shadow,
      },
      { type: 'icon', id: 'icon', x: 400, y: 300, width: 200, height: 200, scale: 0.5, data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>', fill: '#27ae60', flipY: true },
      { type: 'image', id: 'photo', x: 650, y: 300, width: 300, height: 200, url: '/img/a.png', data: '', ercode: true, ervalue: 'https://example.com', status: { selected: false, moveable: false, crop: true, clipPath: true, hash: '' } },
      {
        type: 'path', id: 'swoosh', x: 100, y: 600, width: 800, height: 100, text: 'M0 50 C 200 0, 600 100, 800 50',
        stroke: '#8e44ad', fill: '', lineWidth: 6, lineCap: 'butt', lineJoin: 'bevel', lineDash: [10, 5], filter: 'blur(1px)',
        group: 'g1', visibility: false, isGuide: false, drag: false,
      },
    ],
  };
}
