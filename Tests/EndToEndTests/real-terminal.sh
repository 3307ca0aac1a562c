#!/bin/bash
# Runs `tumble play` in a real terminal under Xvfb and takes a screenshot as raw RGB bytes.
# usage: real-terminal.sh DISPLAY_NUMBER xterm|kitty GRAPHICS TUMBLE SHOT
number=$1 terminal=$2 graphics=$3 tumble=$4 shot=$5
Xvfb ":$number" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>"$shot.xvfb" &
server=$!
trap 'kill $client 2>/dev/null; kill $server 2>/dev/null; wait' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$number" ] && break; sleep 0.1; done
[ -e "/tmp/.X11-unix/X$number" ] || { echo "Xvfb :$number did not start: $(cat "$shot.xvfb")" >&2; exit 1; }
rm -f "$shot.xvfb"
export DISPLAY=":$number"
said="$shot.said"
# seed 6: its three stickers come to rest apart by 6 s (a blob per sticker; seed 1's two right ones rest touching)
play="$tumble play --graphics $graphics --sticker-look glyph --stickers 3 --seed 6 2>$said; echo exit \$? >>$said"
case $terminal in
  xterm) xterm -ti vt340 -geometry 80x24 -fa Monospace -fs 10 -e sh -c "$play" >/dev/null 2>&1 & ;;
  kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty -o initial_window_width=800 -o initial_window_height=500 \
           -o confirm_os_window_close=0 sh -c "$play" >/dev/null 2>&1 & ;;
esac
client=$!
# the stickers rest by about 6 s on an idle machine: from then on, shoot until two shots a second apart agree
sleep 6
for _ in $(seq 30); do
  kill -0 $client 2>/dev/null || { echo "the terminal ended early; tumble said: $(cat "$said" 2>/dev/null)" >&2; exit 1; }
  import -window root -depth 8 "rgb:$shot.next"
  [ -e "$shot" ] && cmp -s "$shot" "$shot.next" && break
  mv "$shot.next" "$shot"
  sleep 1
done
rm -f "$said" "$shot.next"
