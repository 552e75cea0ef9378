/**
 * Pictures of answers: a painter per genre builds a {@code Scene} (a background and captioned frames), which
 * {@code SvgWriter} writes as SVG (frames animated by SMIL) and {@code PngWriter} paints with Java2D (frames as a
 * filmstrip).
 */
package org.gridpuzzle.adapter.render;
