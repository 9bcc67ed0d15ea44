/**
 * The table's styles: the viewer's boards (draw.ts, board.ts) and the table's own marks,
 * form and panel. The last move keeps the viewer's magenta; what can move is ringed in
 * orange, the cells that finish a move are yellow, a hint's cell blue.
 */

import { BOARD_CSS } from '../viewer/jackal/draw.js';
import { CHESS_CSS } from '../viewer/pirate-chess/board.js';

export const TABLE_CSS = `${BOARD_CSS}${CHESS_CSS}
.jt-setup{display:flex;flex-direction:column;gap:10px;max-width:900px;font:14px/1.5 "DejaVu Sans",Verdana,sans-serif}
.jt-setup fieldset{border:1px solid #c4d3dc;border-radius:8px;background:#fff;padding:6px 12px}
.jt-setup label{margin-right:12px;white-space:nowrap}
.jt-play{display:flex;gap:18px;align-items:flex-start;flex-wrap:wrap}
.jt-boardwrap{position:relative;flex:0 1 720px;min-width:320px;max-width:720px}
.jt-board svg{width:100%;height:auto;display:block;border-radius:10px;box-shadow:0 6px 24px rgba(0,30,50,.35)}
.jt-side{flex:1 1 300px;max-width:440px;display:flex;flex-direction:column;gap:8px;font:14px/1.4 "DejaVu Sans",Verdana,sans-serif;color:#1d2a33}
.jt-seats div{padding:1px 6px;border-radius:4px}
.jt-seats div.on{background:#fff3b0}
.jt-status{font-weight:bold;color:#17384a}
.jt-buttons{display:flex;gap:6px;flex-wrap:wrap}
.jt-buttons button,.jt-choice{font:13px "DejaVu Sans",Verdana,sans-serif;padding:4px 10px;border-radius:6px;border:1px solid #8aa;background:#fff;cursor:pointer}
.jt-moves{max-height:300px;overflow:auto;margin:0;padding:6px;border:1px solid #c4d3dc;border-radius:6px;background:#fbfcfd;font:12.5px "DejaVu Sans Mono",monospace;list-style:none;display:grid;grid-template-columns:1fr 1fr;column-gap:10px}
.jt-moves li::before{content:attr(data-ply) ".";color:#8795a0;display:inline-block;min-width:3em;text-align:right;margin-right:5px}
.jt-moves i{color:#8795a0;font-style:normal}
.jt-setup small.decided{color:#667}
.jt-error{color:#a00;white-space:pre-wrap}
.jt-error:empty{display:none}
.chip{display:inline-block;width:10px;height:10px;border-radius:50%;border:1px solid;margin-right:4px;vertical-align:-1px}
.jt-choices{position:absolute;display:none;z-index:5;background:rgba(255,255,255,.96);border:2px solid #e0b800;border-radius:8px;padding:6px;box-shadow:0 4px 14px rgba(0,0,0,.35);font:13px "DejaVu Sans",Verdana,sans-serif;max-width:95%}
.jt-choices span{margin-right:6px;font-weight:bold}
.jt-choice{margin:2px}
.jt-choice:hover{background:#fff6b0}
.board .pc.src circle:first-of-type{stroke:#ff9800;stroke-width:2.5}
.board .pc.src,.board .ship.src,.board .boat.src{cursor:pointer}
.board .pc.picked circle:first-of-type{stroke:#ff6d00;stroke-width:4.5}
.board .ship.src path:first-of-type{stroke:#ff9800;stroke-width:2.5}
.board .ship.picked path:first-of-type,.board .boat.picked path:first-of-type{stroke:#ff6d00;stroke-width:4.5}
.board rect.hit{fill:transparent;pointer-events:all}
.board .hand rect{fill:rgba(255,245,90,.42);stroke:#fff200;stroke-width:3;cursor:pointer}
.board .hand rect:hover{fill:rgba(255,245,90,.7)}
.board .hand rect.hinted{fill:rgba(61,200,255,.45);stroke:#1a8fd0}
.chessboard td.src{box-shadow:inset 0 0 0 2px #ff9800;cursor:pointer}
.chessboard td.picked{box-shadow:inset 0 0 0 4px #ff6d00}
.chessboard td[data-to]{background-image:radial-gradient(circle,rgba(235,200,0,.85) 22%,transparent 24%);cursor:pointer}
.chessboard td[data-to].hinted{background-image:radial-gradient(circle,rgba(26,143,208,.7) 26%,transparent 28%)}
`;
